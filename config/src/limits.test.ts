/** FIELD_LIMITS against the cms's schema.json files, and every form's bounds against the columns it writes. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnySchema, SchemaDescription, SchemaObjectDescription } from 'yup';
import { FIELD_LIMITS } from './field-limits';
import {
  chapterApplicationSchema,
  chapterSchema,
  companyAdminSchema,
  companySchema,
  contactSchema,
  eventPayloadSchema,
  eventSchema,
  joinRequestRejectSchema,
  joinRequestSchema,
  profileSchema,
  renamePasskeySchema,
  signUpPayloadSchema,
  userPayloadSchema,
} from './schemas';
import { visitorSchema } from './visitors';

const cmsSrc = path.resolve(__dirname, '../../cms/src');
const contentType = (name: string) => `api/${name}/content-types/${name}/schema.json`;

type Table = keyof typeof FIELD_LIMITS;
type FieldLimit = { maxLength?: number; required?: boolean; enum?: readonly string[] };

/** Strapi's bound of a `string` attribute that declares no maxLength. */
const STRAPI_STRING_MAX = 255;

/** Where each table of FIELD_LIMITS lives in the cms. */
const SOURCES: Record<Table, string> = {
  chapter: contentType('chapter'),
  event: contentType('event'),
  company: contentType('company'),
  socialLinks: 'components/company/social-links.json',
  user: 'extensions/users-permissions/content-types/user/schema.json',
  joinRequest: contentType('join-request'),
  contactMessage: contentType('contact-message'),
  chapterApplication: contentType('chapter-application'),
  faq: contentType('faq'),
  profession: contentType('profession'),
  testimonial: contentType('testimonial'),
  terms: contentType('terms'),
  termsSection: 'components/legal/section.json',
  scramble: contentType('scramble'),
  contactDetail: contentType('contact-detail'),
  setting: contentType('setting'),
  userSetting: contentType('user-setting'),
  blogCategory: contentType('blog-category'),
  blogPost: contentType('blog-post'),
  invoice: contentType('invoice'),
  subscription: contentType('subscription'),
  subscriptionLog: contentType('subscription-log'),
  authSession: contentType('auth-session'),
  authRefreshToken: contentType('auth-refresh-token'),
  passwordReset: contentType('password-reset'),
  emailChange: contentType('email-change'),
  signInLink: contentType('sign-in-link'),
  emailVerification: contentType('email-verification'),
  signInLog: contentType('sign-in-log'),
  adminActivity: contentType('admin-activity'),
  job: contentType('job'),
  duesEntry: contentType('dues-entry'),
  rsvp: contentType('rsvp'),
  reminderSchedule: 'api/reminder/content-types/reminder-schedule/schema.json',
  scorecardSetting: 'api/scorecard/content-types/scorecard-setting/schema.json',
  reportSend: 'api/chapter-report/content-types/report-send/schema.json',
  reminderSend: 'api/reminder/content-types/reminder-send/schema.json',
  visitor: contentType('visitor'),
  attendance: contentType('attendance'),
  meetingCancellation: 'api/attendance/content-types/meeting-cancellation/schema.json',
  calendarFeed: contentType('calendar-feed'),
  inboxItem: contentType('inbox-item'),
  announcement: contentType('announcement'),
  announcementDelivery: 'api/announcement/content-types/announcement-delivery/schema.json',
  eventNotice: 'api/announcement/content-types/event-notice/schema.json',
  newsletter: 'api/announcement/content-types/newsletter/schema.json',
  authenticator: 'api/second-factor/content-types/authenticator/schema.json',
  recoveryCode: 'api/second-factor/content-types/recovery-code/schema.json',
  passkey: 'api/second-factor/content-types/passkey/schema.json',
  memberImport: contentType('member-import'),
  memberInvitation: contentType('member-invitation'),
  referral: contentType('referral'),
  referralChange: 'api/referral/content-types/referral-change/schema.json',
  referralTally: 'api/referral/content-types/referral-tally/schema.json',
  oneToOne: contentType('one-to-one'),
  oneToOneNote: 'api/one-to-one/content-types/one-to-one-note/schema.json',
  chapterLeader: contentType('chapter-leader'),
};

interface Attribute {
  type: string;
  maxLength?: number;
  required?: boolean;
  enum?: string[];
}

function attributesOf(file: string): Record<string, Attribute> {
  return JSON.parse(fs.readFileSync(path.join(cmsSrc, file), 'utf8')).attributes;
}

/** What Strapi enforces: its own maxLength, or 255 for a `string` that declares none. */
function limitOf(attr: Attribute): FieldLimit {
  const maxLength = attr.maxLength ?? (attr.type === 'string' ? STRAPI_STRING_MAX : undefined);
  return {
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(attr.required === true ? { required: true } : {}),
    ...(attr.enum ? { enum: attr.enum } : {}),
  };
}

/** Every schema.json and component file of the cms, relative to cms/src. */
function cmsSchemaFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(cmsSrc, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name === 'schema.json' && rel.includes('/content-types/')) files.push(rel);
      else if (dir.startsWith('components/') && entry.name.endsWith('.json')) files.push(rel);
    }
  };
  ['api', 'extensions', 'components'].forEach(walk);
  return files.sort();
}

describe('FIELD_LIMITS and the cms content types', () => {
  it('has a table for every content type and component', () => {
    expect(Object.values(SOURCES).sort()).toEqual(cmsSchemaFiles());
  });

  it.each(Object.entries(SOURCES))('%s matches %s (maxLength, required, enum)', (table, file) => {
    const attributes = attributesOf(file);
    const limits: Record<string, FieldLimit> = FIELD_LIMITS[table as Table];
    for (const [field, limit] of Object.entries(limits)) {
      expect(attributes[field], `${table}.${field} is not an attribute of ${file}`).toBeDefined();
      expect({ ...limit }, `${table}.${field}`).toEqual(limitOf(attributes[field]));
    }
    for (const [field, attr] of Object.entries(attributes)) {
      if (attr.maxLength !== undefined || attr.enum || attr.required === true) {
        expect(limits[field], `${file}: ${field} is missing from FIELD_LIMITS.${table}`).toBeDefined();
      }
    }
  });
});

/** The string fields of a form and the bound its schema gives each ('max' test), if any. */
function formBounds(schema: AnySchema): Record<string, number | undefined> {
  const { fields } = schema.describe() as SchemaObjectDescription;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, field]) => field.type === 'string' && 'tests' in field)
      .map(([name, field]) => [name, (field as SchemaDescription).tests.find((test) => test.name === 'max')?.params?.max as number | undefined]),
  );
}

describe('forms and the columns they write', () => {
  const forms: [string, AnySchema, Table[]][] = [
    ['sign-up', signUpPayloadSchema, ['user']],
    ['profile', profileSchema, ['user']],
    ['user', userPayloadSchema, ['user']],
    ['company', companySchema, ['company', 'socialLinks']],
    ['company (admin)', companyAdminSchema, ['company', 'socialLinks']],
    ['join request', joinRequestSchema, ['joinRequest']],
    ['join request rejection', joinRequestRejectSchema, ['joinRequest']],
    ['contact', contactSchema, ['contactMessage']],
    ['visitor', visitorSchema, ['visitor']],
    ['chapter application', chapterApplicationSchema, ['chapterApplication']],
    ['chapter', chapterSchema, ['chapter']],
    ['passkey name', renamePasskeySchema, ['passkey']],
    ['event', eventSchema, ['event']],
    ['event payload', eventPayloadSchema, ['event']],
  ];

  it.each(forms)('the %s form allows no longer a value than its column', (_form, schema, tables) => {
    let checked = 0;
    for (const [field, max] of Object.entries(formBounds(schema))) {
      const column: FieldLimit | undefined = tables
        .map((table) => (FIELD_LIMITS[table] as Record<string, FieldLimit>)[field])
        .find((limit) => limit !== undefined);
      if (column?.maxLength === undefined) continue;
      expect(max, `${field} has no maximum length`).toBeDefined();
      expect(max!, field).toBeLessThanOrEqual(column.maxLength);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
