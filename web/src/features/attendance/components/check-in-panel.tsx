import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatTime } from '@/lib/format';
import { useCheckInCode } from '../api/check-in-code';
import { QrCode } from './qr-code';

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    max-width: 36rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Frame = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  line-height: 0;

  svg {
    width: min(72vw, 280px);
    height: auto;
  }
`;

const Address = styled.a`
  max-width: 100%;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

/** The door's check-in code as a QR code (read again as it changes every minute) with its address under it. */
export function CheckInPanel({ eventId, date, title }: { eventId: number; date: string; title: string }) {
  const headingId = useId();
  const { data, error } = useCheckInCode(eventId, date, true);
  const url = data ? new URL(data.path, window.location.origin).toString() : null;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{ATTENDANCE_TEXTS.checkInTitle}</h2>
      <p>{ATTENDANCE_TEXTS.checkInLead}</p>
      <Frame>{url ? <QrCode value={url} label={ATTENDANCE_TEXTS.qrLabel(title)} /> : <Skeleton $width="240px" $height="240px" />}</Frame>
      {error && !data && <p role="alert">{ATTENDANCE_TEXTS.loadFailed}</p>}
      {data && url && (
        <>
          <p>{ATTENDANCE_TEXTS.checkInOpens(formatTime(data.opensAt), formatTime(data.closesAt))}</p>
          <p>
            {ATTENDANCE_TEXTS.checkInLink} <Address href={url}>{url}</Address>
          </p>
        </>
      )}
    </Panel>
  );
}
