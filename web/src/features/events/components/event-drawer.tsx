import type { ChapterEvent } from '@gro/config';
import { EVENT_DRAWER_TEXTS } from '@gro/config/screens';
import { Drawer } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { EVENT_REFRESHES, saveEvent, type EventFormValues } from '../api/save-event';
import { EventForm, eventValues } from './event-form';

interface EventDrawerProps {
  open: boolean;
  /** The event to edit; null creates one. */
  event: ChapterEvent | null;
  /** A new value for each opening, so the form starts afresh. */
  formKey: number;
  onClose: () => void;
}

/** Create Event / Edit Event in a side drawer; closes after a successful save and refetches the lists. */
export function EventDrawer({ open, event, formKey, onClose }: EventDrawerProps) {
  const refresh = useRefreshLists();
  const title = event ? EVENT_DRAWER_TEXTS.edit : EVENT_DRAWER_TEXTS.create;
  const handleSubmit = async (values: EventFormValues) => {
    await saveEvent(values, event?.id);
    onClose();
    await refresh(EVENT_REFRESHES);
  };
  return (
    <Drawer open={open} onClose={onClose} title={title} width="560px">
      <EventForm
        key={formKey}
        title={title}
        initialValues={eventValues(event)}
        chapterName={event?.chapter?.name}
        isCreate={!event}
        onSubmit={handleSubmit}
        onCancel={onClose}
      />
    </Drawer>
  );
}
