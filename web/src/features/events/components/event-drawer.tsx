import type { ChapterEvent } from '@gro/config';
import { EVENT_DRAWER_TEXTS } from '@gro/config/screens';
import { Drawer } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { EVENT_REFRESHES, saveEvent, type EventFormValues } from '../api/save-event';
import { EventForm, eventValues, type EventChapterChoice } from './event-form';

interface EventDrawerProps {
  open: boolean;
  /** The event to edit; null creates one. */
  event: ChapterEvent | null;
  /** A new value for each opening, so the form starts afresh. */
  formKey: number;
  /** A leader's choice of chapters, or the one a "My chapter" screen adds to; admins: every chapter. */
  chapterChoice?: EventChapterChoice;
  onClose: () => void;
}

/** Create Event / Edit Event in a side drawer; closes after a successful save and refetches the lists. */
export function EventDrawer({ open, event, formKey, chapterChoice, onClose }: EventDrawerProps) {
  const refresh = useRefreshLists();
  const title = event ? EVENT_DRAWER_TEXTS.edit : EVENT_DRAWER_TEXTS.create;
  // Only a new event is put in the screen's chapter; an existing one is edited where it is.
  const fixed = event ? undefined : chapterChoice?.fixed;
  const initialValues = fixed ? { ...eventValues(null), chapterId: fixed.id } : eventValues(event);
  const handleSubmit = async (values: EventFormValues) => {
    await saveEvent(values, event?.id, fixed?.id);
    onClose();
    await refresh(EVENT_REFRESHES);
  };
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      <EventForm
        key={formKey}
        title={title}
        initialValues={initialValues}
        chapterName={event?.chapter?.name}
        isCreate={!event}
        chapterChoice={{ fixed, offered: chapterChoice?.offered }}
        onSubmit={handleSubmit}
        onCancel={onClose}
      />
    </Drawer>
  );
}
