import { EVENT_SCREEN_TEXTS, EVENT_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { SelectField } from '@/components/ui/select';
import { useActiveChapters } from '@/features/chapters';

const Wrapper = styled.div`
  max-width: 320px;
`;

interface ChapterFilterProps {
  /** The chosen chapter's slug; '' for all chapters. */
  value: string;
  onChange: (slug: string) => void;
}

/** The events page's 'Chapter' dropdown: 'All Chapters' plus each active chapter (spec §2). */
export function ChapterFilter({ value, onChange }: ChapterFilterProps) {
  const { data: chapters, isLoading } = useActiveChapters();
  const options = [
    { value: '', label: EVENT_TEXTS.allChapters },
    ...(chapters ?? []).map((chapter) => ({ value: chapter.slug, label: chapter.name })),
  ];

  return (
    <Wrapper>
      <SelectField
        label={EVENT_SCREEN_TEXTS.chapterFilter}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-busy={isLoading || undefined}
      />
    </Wrapper>
  );
}
