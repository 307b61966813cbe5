import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_LENGTH, contactVisibilityOf, seesContact } from './contact-visibility';
import { contactVisibilitySchema, memberContactSchema } from './index';
import { formErrors } from './testing/form-errors';

const member = { admin: false, id: 1, chapterId: 10, leads: [] as number[] };
const owner = (contactVisibility: unknown, chapterId: number | null = 10) => ({ id: 2, chapterId, contactVisibility });

describe('who sees a member\u2019s email and phone', () => {
  it('organisation (and anything unset) lets every member see them', () => {
    for (const stored of ['organisation', null, undefined, 'bogus']) expect(seesContact({ ...member, chapterId: 99 }, owner(stored))).toBe(true);
    expect(contactVisibilityOf(null)).toBe('organisation');
  });

  it('chapter: members of the same home chapter only', () => {
    expect(seesContact(member, owner('chapter'))).toBe(true);
    expect(seesContact({ ...member, chapterId: 11 }, owner('chapter'))).toBe(false);
    expect(seesContact({ ...member, chapterId: null }, owner('chapter', null)), 'no chapter is nobody\u2019s chapter').toBe(false);
  });

  it('nobody: only admins, leaders of the member\u2019s chapter and the member themself', () => {
    expect(seesContact(member, owner('nobody'))).toBe(false);
    expect(seesContact({ ...member, chapterId: 11, leads: [10] }, owner('nobody'))).toBe(true);
    expect(seesContact({ ...member, leads: [11] }, owner('nobody'))).toBe(false);
    expect(seesContact({ ...member, admin: true, chapterId: null }, owner('nobody'))).toBe(true);
    expect(seesContact({ ...member, id: 2 }, owner('nobody'))).toBe(true);
  });
});

describe('the schemas', () => {
  it('take one of the three choices only', () => {
    expect(formErrors(contactVisibilitySchema, { contactVisibility: 'chapter' })).toEqual({});
    for (const value of ['everyone', 'Chapter', 1, null, ['nobody']]) expect(formErrors(contactVisibilitySchema, { contactVisibility: value })).toHaveProperty('contactVisibility');
  });

  it(`take a message of 1 to ${CONTACT_MESSAGE_MAX_LENGTH} characters, lines allowed, no control characters`, () => {
    expect(formErrors(memberContactSchema, { message: 'Hello,\nshall we meet?' })).toEqual({});
    expect(formErrors(memberContactSchema, { message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH) })).toEqual({});
    expect(formErrors(memberContactSchema, { message: '' })).toEqual({ message: 'Message is required' });
    for (const message of ['x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1), 'a\u0000b', ['hi']]) expect(formErrors(memberContactSchema, { message })).toHaveProperty('message');
  });
});
