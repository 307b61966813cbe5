import { SELECT_PAGE_SIZE, type Chapter } from '@gro/config';
import type { ReactNode } from 'react';
import { FormSearchSelect } from '@/components/ui/form';
import { useChapters } from '../api/portal-chapters';

interface ChapterSelectProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The chosen chapter's name when the form opens on an existing record. */
  initialText?: string;
}

/** Chapters whose name contains the typed text, SELECT_PAGE_SIZE at a time, from GET /chapter (every chapter). */
function useChapterOptions(text: string) {
  const { data, isLoading } = useChapters();
  const typed = text.trim().toLowerCase();
  const options = (data ?? []).filter((chapter) => chapter.name.toLowerCase().includes(typed)).slice(0, SELECT_PAGE_SIZE);
  return { options, isLoading };
}

/** A type-ahead select of chapters bound to the Formik id field `name` (spec §5, §8, §9). */
export function ChapterSelect(props: ChapterSelectProps) {
  return <FormSearchSelect<Chapter> {...props} useOptions={useChapterOptions} getOptionLabel={(chapter) => chapter.name} />;
}
