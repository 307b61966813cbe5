import { ACTIVITY_TEXTS, NO_VALUE } from '@gro/config/screens';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import type { ActivityEntry } from '../api/activity';
import { fieldChanges } from '../utils/changes';

const texts = ACTIVITY_TEXTS;

const Changes = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space[2]};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  th {
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
    <div>
      <p>{entry.summary || NO_VALUE}</p>
      {changes.length > 0 && (
        <>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
            {open ? texts.hideChanges : texts.showChanges}
          </Button>
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
                      <th scope="row">{change.field}</th>
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
    </div>
  );
}
