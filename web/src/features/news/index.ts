/** The portal chapter page's link to the chapter's news (its members, leaders and admins). */
export { ChapterNewsLink } from './components/chapter-news-link';
