import { FORM_LABELS } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { FormIdSelect } from '@/components/ui/form';
import { useActiveEvents } from '@/features/events';
import { formatEventDay } from '@/lib/format';

const texts = NEWS_TEXTS.write;

/** The event the news may link: one of the chapter's upcoming events (its own and those for every chapter), or none. */
export function NewsEventSelect({ chapterId }: { chapterId: number }) {
  const { data: events, isLoading } = useActiveEvents(chapterId);
  const options = (events ?? []).map((event) => {
    const day = formatEventDay(event);
    return { value: event.id, label: day ? `${event.title} (${day})` : event.title };
  });
  return (
    <FormIdSelect
      name="eventId"
      label={FORM_LABELS.chapterNews.eventId}
      placeholder={texts.noEvent}
      options={options}
      hint={isLoading ? texts.eventsLoading : texts.eventHint}
      aria-busy={isLoading || undefined}
    />
  );
}
