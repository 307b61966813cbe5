/** The directory's filters as the address keeps them (?chapter=3&industry=Accounting&view=map); empty when absent. */
export interface DirectoryFilters {
  chapter: string;
  industry: string;
}

export type DirectoryView = 'list' | 'map';

/** The filters and the view from the address; a malformed chapter is dropped rather than sent (the server would answer 400). */
export function readDirectoryParams(params: URLSearchParams): {
  filters: DirectoryFilters;
  view: DirectoryView;
} {
  const chapter = params.get('chapter') ?? '';
  return {
    filters: {
      chapter: /^[1-9][0-9]{0,9}$/.test(chapter) ? chapter : '',
      industry: (params.get('industry') ?? '').trim(),
    },
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The address's query for these filters and view, leaving out the defaults. */
export function directoryParams(filters: DirectoryFilters, view: DirectoryView): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.chapter) query.chapter = filters.chapter;
  if (filters.industry) query.industry = filters.industry;
  if (view === 'map') query.view = view;
  return query;
}
