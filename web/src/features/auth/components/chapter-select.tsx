import { FORM_LABELS } from '@gro/config';
import { AUTH_SCREEN_TEXTS, SELECT_TEXTS } from '@gro/config/screens';
import { FormIdSelect } from '@/components/ui/form';
import { useActiveChapters } from '@/features/chapters';

const texts = AUTH_SCREEN_TEXTS.signUp;

/** Sign-up's chapter choice, from GET /chapter/active. */
export function ChapterSelect() {
  const { data, error, isLoading } = useActiveChapters();
  const options = (data ?? []).map((chapter) => ({ value: chapter.id, label: chapter.name }));
  let hint: string | undefined;
  if (error) hint = texts.chaptersFailed;
  else if (data && options.length === 0) hint = SELECT_TEXTS.noOptions;

  return (
    <FormIdSelect
      name="chapterId"
      label={FORM_LABELS.signUp.chapterId}
      required
      placeholder={isLoading ? SELECT_TEXTS.loading : texts.chapterPlaceholder}
      options={options}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
      hint={hint}
    />
  );
}
