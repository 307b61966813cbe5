/** The directory's filters as the address keeps them (?chapter=3&industry=Accounting&profession=12&view=map); empty when absent. */
export interface DirectoryFilters {
  chapter: string;
  industry: string;
  /** A profession's id. */
  profession: string;
}

/** No filter chosen. */
export const NO_DIRECTORY_FILTERS: DirectoryFilters = { chapter: '', industry: '', profession: '' };

const ID = /^[1-9][0-9]{0,8}$/;

export type DirectoryView = 'list' | 'map';

/** The filters and the view from the address; a malformed chapter or profession is dropped rather than sent (the server would answer 400). */
export function readDirectoryParams(params: URLSearchParams): {
  filters: DirectoryFilters;
  view: DirectoryView;
} {
  const chapter = params.get('chapter') ?? '';
  const profession = params.get('profession') ?? '';
  return {
    filters: {
      chapter: ID.test(chapter) ? chapter : '',
      industry: (params.get('industry') ?? '').trim(),
      profession: ID.test(profession) ? profession : '',
    },
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The address's query for these filters and view, leaving out the defaults. */
export function directoryParams(filters: DirectoryFilters, view: DirectoryView): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.chapter) query.chapter = filters.chapter;
  if (filters.industry) query.industry = filters.industry;
  if (filters.profession) query.profession = filters.profession;
  if (view === 'map') query.view = view;
  return query;
}
