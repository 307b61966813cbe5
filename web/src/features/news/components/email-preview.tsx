import type { NewsPreview } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';

const texts = NEWS_TEXTS.preview;

/** The widths the email is shown at: a phone's and a desktop mail reader's. */
const WIDTHS = { phone: 390, desktop: 640 } as const;
type Width = keyof typeof WIDTHS;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toggle = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  [aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand600};
    background: ${({ theme }) => theme.colors.brand50};
    color: ${({ theme }) => theme.colors.brand800};
  }
`;

/** The email at the chosen width, never wider than the page (a phone's screen is narrower than 390 px of email plus margins). */
const Frame = styled.iframe<{ $width: number }>`
  display: block;
  width: min(100%, ${({ $width }) => $width}px);
  height: 600px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
`;

const Sms = styled.p`
  max-width: 40ch;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.gray100};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The preview of POST /chapter/{id}/news/preview (or /newsletters/{id}/preview): the email members get, in a sandboxed frame (no
 * script, no link leaves it) at a phone's or a desktop's width, and the SMS. How many members it
 * reaches is the form's live status line, above it.
 */
export function EmailPreview({ preview, lead = texts.lead }: { preview: NewsPreview; /** Who gets it, under the heading. */ lead?: string }) {
  const [width, setWidth] = useState<Width>('desktop');
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.heading}</h3>
      <p>{lead}</p>
      <Toggle role="group" aria-label={texts.widths}>
        {(Object.keys(WIDTHS) as Width[]).map((w) => (
          <Button key={w} size="sm" variant="secondary" aria-pressed={width === w} onClick={() => setWidth(w)}>
            {texts[w]}
          </Button>
        ))}
      </Toggle>
      <Frame sandbox="" srcDoc={preview.html} title={texts.frame} $width={WIDTHS[width]} />
      <h4>{texts.sms}</h4>
      <Sms>{preview.sms}</Sms>
    </Section>
  );
}
