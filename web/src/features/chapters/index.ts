export { useActiveChapters } from './api/get-active-chapters';
export { ChapterSelect } from './components/chapter-select';
export { useChapterName } from './api/chapter-name';
