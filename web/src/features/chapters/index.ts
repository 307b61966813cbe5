export { useActiveChapters } from './api/get-active-chapters';
export { ChapterSelect } from './components/chapter-select';
