import { CHAPTER_RIGHTS, CHAPTER_RIGHT_NAMES, ROLE_LABELS } from '@gro/config';
import { CHAPTER_LEADER_TEXTS as texts } from '@gro/config/screens';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FieldStack, Form, FormActions, FormSubmit } from '@/components/ui/form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { formatDate } from '@/lib/format';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What the role gives, closed until asked for: the drawer stays short. */
const Rights = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin-top: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  span {
    display: grid;
    min-width: 0;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One leadership as a section lists it: the other side's name (a chapter, or a member) and the pair. */
interface LeadershipItem {
  key: string;
  name: string;
  grantedAt: string;
  chapter: { id: number; name: string };
  member: { id: number; fullname: string };
}

interface LeadershipSectionProps {
  heading: string;
  intro: string;
  empty: string;
  items: LeadershipItem[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onRemove: (item: LeadershipItem) => Promise<unknown>;
  /** Adds a leadership with the id chosen in `field` (a chapter, or a member). */
  onGrant: (id: number) => Promise<unknown>;
  /** The type-ahead of the add form, bound to the Formik field 'id'. */
  field: ReactNode;
}

type GrantValues = { id: number | null };

/**
 * The list of leaderships with a Remove button each (asked first), and the form that adds one:
 * the user drawer lists the chapters a member leads, the chapter drawer the chapter's leaders.
 */
export function LeadershipSection({ heading, intro, empty, items, isLoading, error, onRetry, onRemove, onGrant, field }: LeadershipSectionProps) {
  const headingId = useId();
  const [removing, setRemoving] = useState<LeadershipItem | null>(null);
  const grant = submitHandler<GrantValues>(async ({ id }) => {
    if (id) await onGrant(id);
  }, ['id']);
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <Intro>{intro}</Intro>
      <Rights>
        <summary>{texts.rightsSummary(ROLE_LABELS.leader)}</summary>
        <ul>
          {CHAPTER_RIGHT_NAMES.map((name) => (
            <li key={name}>
              <strong>{CHAPTER_RIGHTS[name].label}</strong>: {CHAPTER_RIGHTS[name].description}
            </li>
          ))}
        </ul>
      </Rights>
      {isLoading && <Loading label={texts.loading} />}
      {Boolean(error) && <LoadError message={texts.loadFailed} onRetry={onRetry} />}
      {items && !error && items.length === 0 && <p>{empty}</p>}
      {items && !error && items.length > 0 && (
        <List>
          {items.map((item) => (
            <Item key={item.key}>
              <span>
                <strong>{item.name}</strong>
                <small>{texts.since(formatDate(item.grantedAt))}</small>
              </span>
              <Button size="sm" variant="secondary" aria-label={texts.removeLabel(item.member.fullname, item.chapter.name)} onClick={() => setRemoving(item)}>
                {texts.remove}
              </Button>
            </Item>
          ))}
        </List>
      )}
      <Formik<GrantValues>
        initialValues={{ id: null }}
        onSubmit={async (values, helpers) => {
          await grant(values, helpers);
          helpers.resetForm();
        }}
      >
        <Form aria-label={heading}>
          <FieldStack>
            {field}
            <FormActions>
              <FormSubmit pendingLabel={texts.granting}>{texts.grant}</FormSubmit>
            </FormActions>
          </FieldStack>
        </Form>
      </Formik>
      {removing && (
        <ConfirmDialog
          title={texts.removeTitle}
          question={texts.removeQuestion(removing.member.fullname, removing.chapter.name)}
          detail={texts.removeDetail}
          confirmLabel={texts.removeConfirm}
          pendingLabel={texts.removing}
          cancelLabel={texts.keep}
          onConfirm={async () => {
            await onRemove(removing);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Section>
  );
}
