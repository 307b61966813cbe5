import { ANNOUNCEMENT_API, type ChapterNewsValues, type NewsPreview } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** POST /chapter/{id}/news/preview: the email and SMS as members get them, and how many do. Failures are the form's to show. */
export const previewNews = (chapterId: number, values: ChapterNewsValues) =>
  api.post<NewsPreview>(buildUrl(ANNOUNCEMENT_API.preview.path, { params: { id: chapterId } }), values, { silent: true });
