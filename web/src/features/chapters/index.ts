export { useActiveChapters } from './api/get-active-chapters';
