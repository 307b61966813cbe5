import { DIRECTORY_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { SelectField } from '@/components/ui/select';
import { useActiveChapters } from '@/features/chapters';
import { media } from '@/styles/theme';
import { useDirectoryIndustries, useDirectoryProfessions } from '../api/get-directory-industries';
import type { DirectoryFilters as Filters } from '../utils/directory-filters';

/* On a phone the row takes the whole width, chapter and industry side by side and the profession
   under them; from sm the three stand in a row. */
const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  width: 100%;

  > :last-child {
    grid-column: 1 / -1;
  }

  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 220px));
    width: auto;

    > :last-child {
      grid-column: auto;
    }
  }
`;

interface DirectoryFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** The directory's chapter, industry and profession selects; industries and professions are those of the directory's members. */
export function DirectoryFilters({ value, onChange }: DirectoryFiltersProps) {
  const { data: chapters } = useActiveChapters();
  const { data: industries } = useDirectoryIndustries();
  const { data: professions } = useDirectoryProfessions();
  const industryOptions = (industries ?? []).map((industry) => ({
    value: industry,
    label: industry,
  }));
  // A shared address may name an industry no company has any more: keep it selectable, so the select shows it.
  if (value.industry && !industries?.includes(value.industry)) industryOptions.push({ value: value.industry, label: value.industry });
  return (
    <Row>
      <SelectField
        label={DIRECTORY_TEXTS.chapterFilter}
        placeholder={DIRECTORY_TEXTS.allChapters}
        options={(chapters ?? []).map((chapter) => ({
          value: String(chapter.id),
          label: chapter.name,
        }))}
        value={value.chapter}
        onChange={(event) => onChange({ ...value, chapter: event.target.value })}
      />
      <SelectField
        label={DIRECTORY_TEXTS.industryFilter}
        placeholder={DIRECTORY_TEXTS.allIndustries}
        options={industryOptions}
        value={value.industry}
        onChange={(event) => onChange({ ...value, industry: event.target.value })}
      />
      <SelectField
        label={DIRECTORY_TEXTS.professionFilter}
        placeholder={DIRECTORY_TEXTS.allProfessions}
        options={(professions ?? []).map((profession) => ({ value: String(profession.id), label: profession.name }))}
        value={value.profession}
        onChange={(event) => onChange({ ...value, profession: event.target.value })}
      />
    </Row>
  );
}
