import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  COMMON_TIME_ZONES,
  ROLE_ADMIN,
  ROLE_MEMBER,
  USER_ROLES,
  chapterDefaults,
  chapterSchema,
  companyAdminDefaults,
  companyAdminSchema,
  companyDefaults,
  connectedId,
  eventDefaults,
  eventFormToPayload,
  eventPayloadSchema,
  userDefaults,
  userFormSchema,
  userFormToPayload,
  userPayloadSchema,
  userSchema,
  validatePayload,
} from './index';
import { formErrors } from './testing/form-errors';

describe('chapter time zone (optional; none is the organisation default, APP_TIMEZONE)', () => {
  const valid = { ...chapterDefaults, name: 'Los Angeles', location: 'Venice, CA', email: 'la@gro.example.com' };
  const invalid = 'Time zone must be a time zone name such as America/Detroit';

  it('reads blank as none', () => {
    expect(chapterDefaults.timeZone).toBe('');
    expect(chapterSchema.validateSync({ ...valid, timeZone: '' }).timeZone).toBeNull();
    expect(chapterSchema.validateSync({ ...valid, timeZone: '   ' }).timeZone).toBeNull();
  });
  it('takes an IANA name, stored as it is spelled', () => {
    for (const zone of COMMON_TIME_ZONES) expect(chapterSchema.validateSync({ ...valid, timeZone: zone }).timeZone).toBe(zone);
    expect(chapterSchema.validateSync({ ...valid, timeZone: ' america/los_angeles ' }).timeZone).toBe('America/Los_Angeles');
  });
  it('refuses a zone that does not exist, with a clear message', () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'America/Nowhere', 'EST5EDT; DROP', '../etc/passwd', 'a'.repeat(64), '+05:00']) {
      expect(formErrors(chapterSchema, { ...valid, timeZone }), timeZone).toEqual({ timeZone: invalid });
    }
    // Longer than its column (FIELD_LIMITS.chapter.timeZone).
    expect(formErrors(chapterSchema, { ...valid, timeZone: 'a'.repeat(65) })).toEqual({ timeZone: 'Time Zone must be at most 64 characters' });
    expect(formErrors(chapterSchema, { ...valid, timeZone: ['UTC'] })).toEqual({ timeZone: 'Time Zone must be text' });
  });
});

describe('chapter slug (optional; the server makes one from the name)', () => {
  const valid = { ...chapterDefaults, name: 'Ann Arbor', location: 'Ann Arbor, MI', email: 'aa@gro.example.com' };

  it('may be left out or blank', () => {
    expect(formErrors(chapterSchema, valid)).toEqual({});
    expect(chapterSchema.validateSync(valid).slug).toBeUndefined();
    expect(chapterSchema.validateSync({ ...valid, slug: '  ' }).slug).toBeUndefined();
  });
  it('takes lowercase words joined by single hyphens', () => {
    expect(chapterSchema.validateSync({ ...valid, slug: ' ann-arbor-2 ' }).slug).toBe('ann-arbor-2');
    const invalid = 'Slug may only contain lowercase letters, digits and single hyphens between them';
    for (const slug of ['Ann-Arbor', 'ann arbor', 'ann--arbor', '-ann', 'ann-', 'ann/arbor', 'änn']) {
      expect(formErrors(chapterSchema, { ...valid, slug }), slug).toEqual({ slug: invalid });
    }
  });
  it('is at most 120 characters', () => {
    expect(formErrors(chapterSchema, { ...valid, slug: 'a'.repeat(121) })).toEqual({ slug: 'Slug must be at most 120 characters' });
    expect(formErrors(chapterSchema, { ...valid, slug: 'a'.repeat(120) })).toEqual({});
  });
  it('refuses a list or an object', () => {
    expect(formErrors(chapterSchema, { ...valid, slug: ['a'] })).toEqual({ slug: 'Slug must be text' });
  });
});

describe('eventFormToPayload (spec §4: dates as date values, empty as null, chapter as a connect reference)', () => {
  const once = { ...eventDefaults, title: 'Holiday Mixer', type: 'Once' as const, date: '2026-12-10' };
  const recurring = { ...eventDefaults, title: 'Weekly Meeting', type: 'Recurring' as const, dayOfWeek: 'Tuesday' as const, chapterId: 2 };

  it('sends a one-time event with its date, no day, and no chapter as null', () => {
    const payload = eventFormToPayload(once);
    expect(payload).toMatchObject({ title: 'Holiday Mixer', type: 'Once', date: '2026-12-10', dayOfWeek: null, chapter: null });
    expect(payload).not.toHaveProperty('chapterId');
  });
  it('sends a recurring event with its day and chapter reference, and a null date', () => {
    expect(eventFormToPayload({ ...recurring, date: '2026-01-01' })).toMatchObject({
      date: null,
      dayOfWeek: 'Tuesday',
      chapter: { connect: [{ id: 2 }] },
    });
  });
  it('turns empty values into null and a Date into its calendar day', () => {
    expect(eventFormToPayload({ ...once, date: '' })).toMatchObject({ date: null });
    expect(eventFormToPayload({ ...once, date: new Date(2026, 11, 10, 23, 30) })).toMatchObject({ date: '2026-12-10' });
    expect(eventFormToPayload({ ...recurring, dayOfWeek: '' })).toMatchObject({ dayOfWeek: null });
    expect(eventFormToPayload({ ...once, chapterId: null })).toMatchObject({ chapter: null });
  });
  it('keeps the other fields as they are', () => {
    const payload = eventFormToPayload({ ...once, city: 'Detroit', latitude: 42.33, timeStart: '18:00', timeEnd: '19:00' });
    expect(payload).toMatchObject({ city: 'Detroit', latitude: 42.33, timeStart: '18:00', timeEnd: '19:00' });
  });
  it('gives payloads the payload schema accepts', () => {
    expect(formErrors(eventPayloadSchema, eventFormToPayload(once))).toEqual({});
    expect(formErrors(eventPayloadSchema, eventFormToPayload({ ...once, chapterId: 3 }))).toEqual({});
    expect(formErrors(eventPayloadSchema, eventFormToPayload(recurring))).toEqual({});
  });
});

describe('eventPayloadSchema (POST /event, PUT /event/{id})', () => {
  const once = eventFormToPayload({ ...eventDefaults, title: 'Mixer', type: 'Once', date: '2026-12-10' });
  const recurring = eventFormToPayload({ ...eventDefaults, title: 'Weekly', type: 'Recurring', dayOfWeek: 'Monday', chapterId: 4 });

  it('applies the form rules: Once needs a date, Recurring a day and a chapter', () => {
    expect(formErrors(eventPayloadSchema, { ...once, date: null })).toEqual({ date: 'Date is required' });
    expect(formErrors(eventPayloadSchema, { ...recurring, dayOfWeek: null, chapter: null })).toEqual({
      dayOfWeek: 'Day of Week is required',
      chapter: 'Chapter is required',
    });
    expect(formErrors(eventPayloadSchema, { ...once, timeStart: '09:00', timeEnd: '08:00' })).toEqual({
      timeEnd: 'End time must be after start time',
    });
  });
  it('reads the chapter reference, keeping only its id', () => {
    const cast = eventPayloadSchema.validateSync({ ...recurring, chapter: { connect: [{ id: '4', extra: true }], set: [9] } });
    expect(cast.chapter).toEqual({ connect: [{ id: 4 }] });
    expect(connectedId(cast.chapter)).toBe(4);
    expect(connectedId(eventPayloadSchema.validateSync(once).chapter)).toBeNull();
  });
  it('refuses anything else as the chapter', () => {
    const message = 'Chapter must be { connect: [{ id }] } or null';
    for (const chapter of [4, 'x', [], {}, { connect: [] }, { connect: [{ id: 1 }, { id: 2 }] }, { connect: [{ id: 0 }] }, { connect: [{ id: 2 ** 31 }] }, { connect: [{ id: 1.5 }] }, { connect: 'x' }]) {
      expect(formErrors(eventPayloadSchema, { ...once, chapter }), JSON.stringify(chapter)).toEqual({ chapter: message });
    }
  });
  it('drops unknown fields such as chapterId', async () => {
    const result = await validatePayload(eventPayloadSchema, { ...once, chapterId: 7, id: 99, uuid: 'x' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).not.toHaveProperty('chapterId');
  });
});

describe('companyAdminSchema (PUT /company/{uuid})', () => {
  const valid = { ...companyDefaults, name: 'Acme', description: 'Widgets.', address: '1 Main St' };

  it('is the company form plus the Nonprofit flag', () => {
    expect(companyAdminDefaults).toEqual({ ...companyDefaults, isNonprofit: false });
    expect(formErrors(companyAdminSchema, { ...valid, isNonprofit: true })).toEqual({});
    expect(companyAdminSchema.validateSync({ ...valid, isNonprofit: true }).isNonprofit).toBe(true);
  });
  it('leaves the flag out when it is not given', () => {
    expect(companyAdminSchema.validateSync(valid).isNonprofit).toBeUndefined();
  });
  it('refuses a flag that is not true or false', () => {
    expect(formErrors(companyAdminSchema, { ...valid, isNonprofit: 'maybe' })).toEqual({ isNonprofit: 'Nonprofit must be true or false' });
  });
  it('keeps the company rules', () => {
    expect(formErrors(companyAdminSchema, { ...valid, name: '' })).toEqual({ name: 'Company Name is required' });
  });
});

describe('the role of the user form and payload', () => {
  const member = { ...userDefaults, firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', phoneNumber: '313-555-0142', chapterId: 2 };

  it('is Member or Admin, Member by default', () => {
    expect(USER_ROLES).toEqual([ROLE_MEMBER, ROLE_ADMIN]);
    expect(USER_ROLES).toEqual(['Member', 'Admin']);
    expect(userDefaults.role).toBe('Member');
    expect(formErrors(userSchema, { ...member, role: 'Admin' })).toEqual({});
  });
  it('is required in the form and must be one of the roles', () => {
    expect(formErrors(userSchema, { ...member, role: '' })).toEqual({ role: 'Role is required' });
    expect(formErrors(userFormSchema({ isCreate: true }), { ...member, role: 'Owner', newPassword: 'Gr0wT0gether!', confirmPassword: 'Gr0wT0gether!' })).toEqual({
      role: 'Role must be one of: Member, Admin',
    });
  });
  it('travels in the payload, where it may be left out', () => {
    expect(userFormToPayload({ ...member, role: 'Admin' }).role).toBe('Admin');
    const { role: _role, ...withoutRole } = userFormToPayload(member);
    expect(formErrors(userPayloadSchema, withoutRole)).toEqual({});
    expect(formErrors(userPayloadSchema, { ...withoutRole, role: 'Superuser' })).toEqual({ role: 'Role must be one of: Member, Admin' });
  });
});

describe('ADMIN_MESSAGES', () => {
  it('gives success toasts a title and a message', () => {
    expect(ADMIN_MESSAGES.chapterCreated('Detroit')).toEqual({ title: 'Chapter created', message: 'The chapter Detroit was created.' });
    expect(ADMIN_MESSAGES.userUpdated('Ada Lovelace', true).message).toBe('Ada Lovelace was saved and signed out everywhere.');
    expect(ADMIN_MESSAGES.joinRequestApproved('', 'Acme').message).toBe('The member now belongs to Acme.');
  });
  it('says why a review is refused', () => {
    expect(ADMIN_MESSAGES.joinRequestNotPending('Approved')).toBe('This request was already approved: it is no longer pending.');
    expect(ADMIN_MESSAGES.joinRequestNotPending('Rejected')).toBe('This request was already rejected: it is no longer pending.');
    expect(ADMIN_MESSAGES.joinRequestMemberInCompany('Acme')).toContain('joined Acme');
  });
});
