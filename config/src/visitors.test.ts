import { describe, expect, it } from 'vitest';
import { HEARD_FROM_OPTIONS, VISITOR_MESSAGES, VISITOR_STATUSES, VISITOR_STATUS_LABELS, visitorDefaults, visitorSchema, visitorStatusSchema } from './index';
import { formErrors } from './testing/form-errors';

const valid = {
  firstname: 'Grace',
  lastname: 'Hopper',
  email: 'grace@example.com',
  phoneNumber: '(313) 555-0142',
  phoneExt: '',
  company: 'Cobol Works',
  industry: 'Software',
  heardFrom: 'Search engine',
};

describe('the Visit as a guest form (visitorSchema)', () => {
  it('accepts a guest; company, industry and extension are optional', () => {
    expect(formErrors(visitorSchema, valid)).toEqual({});
    expect(formErrors(visitorSchema, { ...valid, company: '', industry: '' })).toEqual({});
  });
  it('requires names, email, phone and how they heard', () => {
    expect(formErrors(visitorSchema, visitorDefaults)).toEqual({
      firstname: 'First Name is required',
      lastname: 'Last Name is required',
      email: 'Email Address is required',
      phoneNumber: 'Phone Number is required',
      heardFrom: 'How You Heard About Us is required',
    });
  });
  it('takes how they heard from the fixed list, Other last', () => {
    expect(HEARD_FROM_OPTIONS.at(-1)).toBe('Other');
    expect(formErrors(visitorSchema, { ...valid, heardFrom: 'Other' })).toEqual({});
    expect(formErrors(visitorSchema, { ...valid, heardFrom: 'A billboard' })).toEqual({
      heardFrom: `How You Heard About Us must be one of: ${HEARD_FROM_OPTIONS.join(', ')}`,
    });
  });
  it('bounds every text by its column', () => {
    const errors = formErrors(visitorSchema, { ...valid, company: 'x'.repeat(161), industry: 'y'.repeat(121) });
    expect(errors).toEqual({ company: 'Company must be at most 160 characters', industry: 'Industry must be at most 120 characters' });
  });
});

describe('visitor statuses', () => {
  it('are Registered, Attended, Followed up and Joined', () => {
    expect(VISITOR_STATUSES.map((s) => VISITOR_STATUS_LABELS[s])).toEqual(['Registered', 'Attended', 'Followed up', 'Joined']);
    expect(formErrors(visitorStatusSchema, { status: 'FollowedUp' })).toEqual({});
    expect(formErrors(visitorStatusSchema, { status: 'Member' })).toEqual({ status: 'Status must be one of: Registered, Attended, FollowedUp, Joined' });
  });
  it('words the answers', () => {
    expect(VISITOR_MESSAGES.statusSaved('Grace Hopper', 'FollowedUp').message).toBe('Grace Hopper is now Followed up.');
    expect(VISITOR_MESSAGES.inviteTooSoon(1)).toMatch(/wait 1 minute before/);
  });
});
