import { ACTIVITY_TEXTS, NO_VALUE } from '@gro/config/screens';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { ActivityEntry } from '../api/activity';
import { fieldChanges } from '../utils/changes';

const texts = ACTIVITY_TEXTS;

/** The summary column keeps room for the before-and-after table (a phone's card gives it the card's width instead). */
const Summary = styled.div`
  td > & {
    min-width: 18rem;
  }
`;

/** The disclosure's label lines up with the summary above it (the ghost button's padding hangs outside). */
const Disclosure = styled.div`
  margin-left: calc(-1 * ${({ theme }) => theme.space[3]});
`;

/* The data table's cell rules reach this nested table too: its rules say every border and padding itself. */
const Changes = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space[2]};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  && th,
  && td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }

  && th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** An entry's summary with a disclosure of the fields it changed, before and after. */
export function ActivityChanges({ entry }: { entry: ActivityEntry }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const changes = fieldChanges(entry);
  return (
    <Summary>
      <p>{entry.summary || NO_VALUE}</p>
      {changes.length > 0 && (
        <>
          <Disclosure>
            <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
              {open ? texts.hideChanges : texts.showChanges}
            </Button>
          </Disclosure>
          <div id={panelId} hidden={!open}>
            {open && (
              <Changes>
                <thead>
                  <tr>
                    <th scope="col">{texts.field}</th>
                    <th scope="col">{texts.before}</th>
                    <th scope="col">{texts.after}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{change.label}</th>
                      <td>{change.before || texts.nothing}</td>
                      <td>{change.after || texts.nothing}</td>
                    </tr>
                  ))}
                </tbody>
              </Changes>
            )}
          </div>
        </>
      )}
    </Summary>
  );
}
