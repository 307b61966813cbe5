import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { preloadActiveChapters } from '@/features/chapters/api/get-active-chapters';
import { preloadChapter } from '@/features/chapters/api/get-chapter';
import { preloadActiveEvents } from '@/features/events/api/get-active-events';
import { preloadFaqs } from '@/features/faq/api/get-faqs';

/**
 * On the first page load, starts the API calls of the public screen at `path` while its code is
 * still downloading, rather than after (the content, the page's largest paint, arrives a
 * round trip sooner). The screens' own SWR hooks take over these requests (SWR's preload), so
 * nothing is fetched twice; the screens show errors themselves, so a failure here is left to them.
 */
export function preloadScreenData(path: string, search: string) {
  const started: Promise<unknown>[] = [];
  // Static segments outrank the slug, as in app/routes.tsx (/chapters/start is not a chapter).
  const slug = matchPath(paths.startChapter, path) ? undefined : matchPath(paths.chapter, path)?.params.slug;
  if (slug) {
    started.push(preloadChapter(slug), preloadActiveEvents(slug));
  } else if (matchPath(paths.chapters, path)) {
    started.push(preloadActiveChapters());
  } else if (matchPath(paths.events, path)) {
    started.push(preloadActiveEvents(new URLSearchParams(search).get('chapter') || null), preloadActiveChapters());
  } else if (matchPath(paths.faqs, path)) {
    started.push(preloadFaqs());
  }
  for (const request of started) request.catch(() => {});
}
