import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import { PublicPage } from '@/components/layouts/public-page';
import { ChapterList } from '../components/chapter-list';

const texts = CHAPTER_SCREEN_TEXTS.list;

/** /chapters: 'Local roots, global impact. Explore chapters.' and a card per active chapter (spec §2). */
export default function ChaptersRoute() {
  const { title, accent } = texts.hero;
  return (
    <PublicPage
      title={`${title} ${accent}`}
      heading={
        <>
          {title} <em>{accent}</em>
        </>
      }
      documentTitle={texts.documentTitle}
      description={texts.description}
      lead={texts.lead}
    >
      <ChapterList />
    </PublicPage>
  );
}
