import { FORM_LABELS } from '@gro/config';
import { AUTH_SCREEN_TEXTS, SELECT_TEXTS } from '@gro/config/screens';
import { useEffect } from 'react';
import { FormIdSelect } from '@/components/ui/form';
import { useActiveChapters } from '@/features/chapters';
import { useFormField } from '@/lib/form-state';

const texts = AUTH_SCREEN_TEXTS.signUp;

/**
 * Sign-up's chapter choice, from GET /chapter/active. `preselect` (a chapter's slug, from a
 * visitor's invitation link) chooses that chapter once the list is in, if it is active and
 * nothing is chosen yet; an unknown slug leaves the choice to the person.
 */
export function ChapterSelect({ preselect }: { preselect?: string | null }) {
  const { data, error, isLoading } = useActiveChapters();
  const [{ value }, , { setValue }] = useFormField<number | null>('chapterId');
  const preselected = preselect ? data?.find((chapter) => chapter.slug === preselect.toLowerCase())?.id : undefined;
  useEffect(() => {
    if (preselected !== undefined && value == null) void setValue(preselected);
    // Only when the list arrives: a choice the person makes afterwards stays theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselected]);
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
