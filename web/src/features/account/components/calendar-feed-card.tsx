import { CALENDAR_FEED_SCREEN_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonAnchor } from '@/components/ui/button-anchor';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { createCalendarFeed, turnOffCalendarFeed, useCalendarFeed, webcalUrl } from '../api/calendar-feed';
import { AccountActions, AccountSection } from '@/components/ui/account-section';

const texts = CALENDAR_FEED_SCREEN_TEXTS;


type Asking = 'reset' | 'turnOff' | null;

/**
 * My Account's "Calendar feed": the member's RSVPs as a calendar subscription at a secret address.
 * The server keeps only a hash of it, so the address is shown once, right after it is made (copy
 * it, or open it as webcal:// in a calendar app); a reset makes a new one and stops the old one,
 * turning it off stops it. Both ask first.
 */
export function CalendarFeedCard() {
  const headingId = useId();
  const { data: feed, error, isLoading, mutate } = useCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);

  const make = async () => {
    const made = await createCalendarFeed();
    // Kept as the feed's state without its address: a later read never has it either.
    await mutate({ ...made, url: null }, { revalidate: false });
    setAddress(made.url);
  };

  const create = async () => {
    setCreating(true);
    try {
      await make();
    } catch {
      // The API client toasted the failure.
    } finally {
      setCreating(false);
    }
  };

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success(texts.copied.title, texts.copied.message);
    } catch {
      toast.warning(texts.copyFailed.title, texts.copyFailed.message);
    }
  };

  const confirmReset = async () => {
    await make();
    setAsking(null);
  };

  const confirmTurnOff = async () => {
    await mutate(await turnOffCalendarFeed(), { revalidate: false });
    setAddress(null);
    setAsking(null);
  };

  return (
    <AccountSection aria-labelledby={headingId} aria-busy={isLoading || creating}>
      <h3 id={headingId}>{texts.heading}</h3>
      <p>{texts.intro}</p>
      {isLoading && <Loading label={texts.loading} />}
      {error && !feed && <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />}
      {feed && !feed.active && (
        <>
          <p>{texts.off}</p>
          <AccountActions>
            <Button variant="primary" loading={creating} onClick={() => void create()}>
              {creating ? texts.creating : texts.create}
            </Button>
          </AccountActions>
        </>
      )}
      {feed?.active && (
        <>
          <p>{texts.on(formatDate(feed.createdAt))}</p>
          {address ? (
            <>
              <InputField label={texts.addressLabel} hint={texts.addressHint} value={address} readOnly onFocus={(event) => event.currentTarget.select()} />
              <AccountActions>
                <Button variant="secondary" onClick={() => void copy()}>
                  {texts.copy}
                </Button>
                <ButtonAnchor variant="secondary" href={webcalUrl(address)}>
                  {texts.subscribe}
                </ButtonAnchor>
              </AccountActions>
              <p>{texts.subscribeHint}</p>
            </>
          ) : (
            <p>{texts.lostHint}</p>
          )}
          <AccountActions>
            <Button variant="secondary" onClick={() => setAsking('reset')}>
              {texts.reset}
            </Button>
            <Button variant="danger" onClick={() => setAsking('turnOff')}>
              {texts.turnOff}
            </Button>
          </AccountActions>
        </>
      )}
      {asking === 'reset' && (
        <ConfirmDialog
          title={texts.resetConfirm.title}
          question={texts.resetConfirm.message}
          confirmLabel={texts.resetConfirm.confirm}
          pendingLabel={texts.resetting}
          cancelLabel={texts.cancel}
          onConfirm={confirmReset}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'turnOff' && (
        <ConfirmDialog
          title={texts.turnOffConfirm.title}
          question={texts.turnOffConfirm.message}
          confirmLabel={texts.turnOffConfirm.confirm}
          pendingLabel={texts.turningOff}
          cancelLabel={texts.cancel}
          onConfirm={confirmTurnOff}
          onCancel={() => setAsking(null)}
        />
      )}
    </AccountSection>
  );
}
