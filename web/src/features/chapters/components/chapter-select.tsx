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
  /** Offer only these chapters (a leader's own) instead of every chapter of GET /chapter. */
  chapters?: ChapterOption[];
}

/** A chapter as the select lists it. */
interface ChapterOption {
  id: number;
  name: string;
}

const matching = <T extends ChapterOption>(chapters: T[], text: string) => {
  const typed = text.trim().toLowerCase();
  return chapters.filter((chapter) => chapter.name.toLowerCase().includes(typed)).slice(0, SELECT_PAGE_SIZE);
};

/** Chapters whose name contains the typed text, SELECT_PAGE_SIZE at a time, from GET /chapter (every chapter). */
function useChapterOptions(text: string) {
  const { data, isLoading } = useChapters();
  return { options: matching<Chapter>(data ?? [], text), isLoading };
}

/** A type-ahead select of chapters bound to the Formik id field `name` (spec §5, §8, §9). */
export function ChapterSelect({ chapters, ...props }: ChapterSelectProps) {
  // The offered chapters are fixed while the form is open: the select keeps one way of finding options.
  const useOptions = chapters ? (text: string) => ({ options: matching(chapters, text), isLoading: false }) : useChapterOptions;
  return <FormSearchSelect<ChapterOption> {...props} useOptions={useOptions} getOptionLabel={(chapter) => chapter.name} />;
}
