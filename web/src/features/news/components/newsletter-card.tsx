import type { NewsletterSend, NewsletterSummary } from '@gro/config';
import { NEWSLETTER_SCREEN_TEXTS, NEWS_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { NewsReport, NewsStatusBadge } from './news-status';
import { NewsletterSendForm } from './newsletter-send-form';

const texts = NEWSLETTER_SCREEN_TEXTS;

const Item = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.gray700};
`;

const Sends = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.gray800};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
  }
`;

const SendLine = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand700};
  }

  > :last-child:is(button) {
    margin-left: auto;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One send: its audience (a chapter by name), when, its status and how its delivery went; Cancel while it waits. */
function Send({ send, onCancel }: { send: NewsletterSend; onCancel: (send: NewsletterSend) => void }) {
  const when = formatDateTime(send.sendAt);
  return (
    <SendLine>
      <Link to={buildUrl(paths.portal.newsletterIssue, { params: { issueId: send.id } })}>{texts.sendLine.audience(send.audience, send.chapter?.name ?? null)}</Link>
      <time dateTime={send.sendAt}>{send.status === 'scheduled' ? NEWS_TEXTS.archive.scheduledFor(when) : when}</time>
      <NewsStatusBadge status={send.status} />
      <NewsReport news={send} />
      {send.status === 'scheduled' && (
        <Button size="sm" variant="secondary" aria-haspopup="dialog" aria-label={texts.sendLine.cancelLabel(when)} onClick={() => onCancel(send)}>
          {NEWS_TEXTS.archive.cancel}
        </Button>
      )}
    </SendLine>
  );
}

interface NewsletterCardProps {
  newsletter: NewsletterSummary;
  onCancel: (send: NewsletterSend) => void;
  /** After a send or a schedule: the list is asked again. */
  onSent: () => void;
}

/**
 * A newsletter staff wrote: its subject, when it was last edited, the start of its body and every
 * send of it; Send… opens the form below it (audience, time, preview, test, send).
 */
export function NewsletterCard({ newsletter, onCancel, onSent }: NewsletterCardProps) {
  const headingId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const subject = newsletter.subject || texts.untitled;
  return (
    <Item aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{subject}</h2>
          <Muted>{texts.edited(formatDateTime(newsletter.updatedAt))}</Muted>
        </div>
        <Button
          size="sm"
          variant={open ? 'secondary' : 'primary'}
          aria-expanded={open}
          aria-controls={formId}
          aria-label={open ? undefined : texts.sendThisLabel(subject)}
          onClick={() => setOpen(!open)}
        >
          {open ? texts.close : texts.sendThis}
        </Button>
      </Head>
      {newsletter.excerpt && <Excerpt>{newsletter.excerpt}</Excerpt>}
      <Sends>
        <h3>{texts.sends}</h3>
        {newsletter.sends.length === 0 ? (
          <Muted>{texts.notSent}</Muted>
        ) : (
          <ul>
            {newsletter.sends.map((send) => (
              <Send key={send.id} send={send} onCancel={onCancel} />
            ))}
          </ul>
        )}
      </Sends>
      <div id={formId} hidden={!open}>
        {open && (
          <Panel>
            <NewsletterSendForm
              newsletter={{ id: newsletter.id, subject }}
              onSent={() => {
                setOpen(false);
                onSent();
              }}
            />
          </Panel>
        )}
      </div>
    </Item>
  );
}
