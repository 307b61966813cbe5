import { useEffect, useState, type RefObject } from 'react';

/** The letter headings of the directory's list (member-groups: id 'directory-letter-…', text the letter). */
const HEADINGS = '[id^="directory-letter-"]';

/**
 * The letter whose group is at the top of the list as it scrolls: the last heading that has passed
 * under the sticky bar (`barRef`'s bottom edge), or at the foot of the page the last one in sight.
 * Null above the first one.
 */
export function useCurrentLetter(barRef: RefObject<HTMLElement | null>): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      // At the foot of the page the last groups cannot reach the bar: the last heading in sight is the one.
      const root = document.documentElement;
      const atEnd = root.scrollHeight > root.clientHeight && window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      const edge = atEnd ? window.innerHeight : (barRef.current?.getBoundingClientRect().bottom ?? 0) + 8;
      let found: string | null = null;
      for (const heading of document.querySelectorAll<HTMLElement>(HEADINGS)) {
        if (heading.getBoundingClientRect().top <= edge) found = heading.textContent;
        else break;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [barRef]);
  return current;
}
