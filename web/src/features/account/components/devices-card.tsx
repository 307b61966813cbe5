import { deviceLabel, type SignedInDevice } from '@gro/config';
import { DEVICES_SCREEN_TEXTS as texts } from '@gro/config/screens';
import { useId, useState } from 'react';
import { AccountActions, AccountList as List, AccountListItem as Item, AccountSection } from '@/components/ui/account-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { formatDate, formatDateTime } from '@/lib/format';
import { signOutDevice, signOutOtherDevices, useDevices } from '../api/devices';

/** One device: what it is, where and when it was seen, and Sign out (not for this one: the menu's Sign Out does that). */
function DeviceItem({ device, onSignOut }: { device: SignedInDevice; onSignOut: (device: SignedInDevice) => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const label = deviceLabel(device);
  const signOut = async () => {
    setPending(true);
    try {
      await onSignOut(device);
    } catch {
      setPending(false);
    }
  };
  return (
    <Item>
      <div>
        <strong>
          {label}
          {device.current && <Badge $tone="brand">{texts.thisDevice}</Badge>}
        </strong>
        <p>{texts.lastSeen(formatDateTime(device.lastSeenAt))}</p>
        <p>{texts.signedIn(formatDate(device.firstSeenAt), device.ip)}</p>
      </div>
      {!device.current && (
        <Button variant="secondary" size="sm" onClick={() => void signOut()} loading={pending} aria-label={texts.signOutLabel(label)}>
          {texts.signOut}
        </Button>
      )}
    </Item>
  );
}

/** My Account's "Signed-in devices": each open session, Sign out for each other one, and "Sign out everywhere else" after a question. */
export function DevicesCard() {
  const headingId = useId();
  const { data: devices, error, isLoading, mutate } = useDevices();
  const [asking, setAsking] = useState(false);
  const stored = (next: SignedInDevice[]) => mutate(next, { revalidate: false });
  const others = devices?.filter((d) => !d.current).length ?? 0;
  return (
    <AccountSection aria-labelledby={headingId} aria-busy={isLoading}>
      <h3 id={headingId}>{texts.heading}</h3>
      <p>{texts.intro}</p>
      {isLoading && <Loading label={texts.loading} />}
      {error && !devices && <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />}
      {devices && (
        <>
          <List aria-label={texts.listLabel}>
            {devices.map((device) => (
              <DeviceItem key={device.id} device={device} onSignOut={async (d) => stored(await signOutDevice(d.id))} />
            ))}
          </List>
          {others === 0 ? (
            <p>{texts.onlyThisOne}</p>
          ) : (
            <AccountActions>
              <Button variant="danger" onClick={() => setAsking(true)}>
                {texts.signOutOthers}
              </Button>
            </AccountActions>
          )}
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={texts.confirmTitle}
          question={texts.confirmQuestion}
          confirmLabel={texts.confirm}
          pendingLabel={texts.signingOut}
          cancelLabel={texts.cancel}
          onConfirm={async () => {
            await stored(await signOutOtherDevices());
            setAsking(false);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </AccountSection>
  );
}
