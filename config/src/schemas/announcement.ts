/** Chapter news as its leaders write it (cms/src/api/announcement). */
import { object, string, type InferType } from 'yup';
import { NEWSLETTER_AUDIENCES, NEWSLETTER_MESSAGES } from '../announcements';
import { ANNOUNCEMENT_LIMITS } from '../announcements';
import { CHAPTER_NEWS_MESSAGES } from '../announcements';
import { FIELD_LABELS as L } from './labels';
import { idRule, requiredEnum, requiredMultiLineText, requiredText } from './rules';

/** An ISO date-time with its offset ('2027-03-01T18:00:00.000Z', '2027-03-01T13:00-05:00'). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** When to send: absent or null for now; otherwise an ISO date-time, checked against the clock by the server. */
const sendAtRule = () =>
  string()
    .typeError(CHAPTER_NEWS_MESSAGES.sendAtInvalid)
    .nullable()
    .optional()
    .test('iso', CHAPTER_NEWS_MESSAGES.sendAtInvalid, (value) => value === null || value === undefined || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))));

export const chapterNewsSchema = object({
  subject: requiredText(L.subject, ANNOUNCEMENT_LIMITS.subjectChars),
  body: requiredMultiLineText(L.newsBody, ANNOUNCEMENT_LIMITS.bodyChars),
  /** An event to link (the chapter's own, or one for every chapter). */
  eventId: idRule(L.event),
  /** When to send it; absent or null: now. Checked against the clock by the server. */
  sendAt: sendAtRule(),
});
export type ChapterNewsValues = InferType<typeof chapterNewsSchema>;

/** The news form's empty values. */
export const chapterNewsDefaults: ChapterNewsValues = { subject: '', body: '', eventId: null, sendAt: null };

/** A send of the GRO newsletter (the newsletter itself is written in the content admin): to whom and when. */
export const newsletterSendSchema = object({
  audience: requiredEnum(L.audience, NEWSLETTER_AUDIENCES),
  /** The chapter, for the 'chapter' audience (ignored for the others). */
  chapterId: idRule(L.chapter).when('audience', {
    is: 'chapter',
    then: (rule) => rule.required(NEWSLETTER_MESSAGES.chapterRequired),
  }),
  sendAt: sendAtRule(),
});
export type NewsletterSendValues = InferType<typeof newsletterSendSchema>;
