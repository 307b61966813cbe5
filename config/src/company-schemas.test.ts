import { describe, expect, it } from 'vitest';
import {
  SOCIAL_LINK_KEYS,
  companyAdminSchema,
  companyDefaults,
  companySchema,
  joinRequestDefaults,
  joinRequestRejectSchema,
  joinRequestSchema,
} from './schemas';
import { formErrors } from './testing/form-errors';

describe('company form', () => {
  const valid = {
    ...companyDefaults,
    name: 'Lovelace Engines',
    description: 'Analytical engines, made to order.',
    address: '1 Woodward Ave, Detroit, Michigan 48226, United States',
  };

  it('accepts name, description and address with every optional field blank', () => {
    expect(formErrors(companySchema, valid)).toEqual({});
  });
  it('requires Company Name, Description and Address', () => {
    expect(formErrors(companySchema, companyDefaults)).toEqual({
      name: 'Company Name is required',
      description: 'Description is required',
      address: 'Address is required',
    });
  });
  it('accepts a fully filled company', () => {
    const full = {
      ...valid,
      city: 'Detroit',
      state: 'Michigan',
      postalCode: '48226',
      country: 'United States',
      latitude: 42.3297,
      longitude: -83.0425,
      phoneNumber: '313.555.0142',
      phoneExt: '12',
      url: 'https://lovelace.example.com',
      logo: 'https://cdn.example.com/logo.png',
      contactName: 'Ada Lovelace',
      industry: 'Engineering',
      facebook: 'https://facebook.com/lovelace',
      twitter: 'https://twitter.com/lovelace',
      linkedin: 'https://www.linkedin.com/company/lovelace',
      instagram: 'https://instagram.com/lovelace',
      youtube: 'https://youtube.com/@lovelace',
      tiktok: 'https://www.tiktok.com/@lovelace',
    };
    expect(formErrors(companySchema, full)).toEqual({});
  });
  it('checks the phone only when filled', () => {
    expect(formErrors(companySchema, { ...valid, phoneNumber: null })).toEqual({});
    expect(formErrors(companySchema, { ...valid, phoneNumber: '555-CALL-NOW' })).toEqual({
      phoneNumber: 'Must be a valid phone number',
    });
  });
  it.each(['url', 'logo', ...SOCIAL_LINK_KEYS])('checks %s as a URL only when filled', (field) => {
    expect(formErrors(companySchema, { ...valid, [field]: '' })).toEqual({});
    expect(formErrors(companySchema, { ...valid, [field]: 'not a url' })).toEqual({ [field]: 'Must be a valid URL' });
    expect(formErrors(companySchema, { ...valid, [field]: 'www.example.com' })).toEqual({ [field]: 'Must be a valid URL' });
  });
  it('lists the six social links', () => {
    expect(SOCIAL_LINK_KEYS).toEqual(['facebook', 'twitter', 'linkedin', 'instagram', 'youtube', 'tiktok']);
  });
  it('keeps coordinates in range', () => {
    expect(formErrors(companySchema, { ...valid, latitude: 91, longitude: -181 })).toEqual({
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
    });
    expect(formErrors(companySchema, { ...valid, latitude: 'north' })).toEqual({ latitude: 'Latitude must be a number' });
    expect(companySchema.validateSync({ ...valid, latitude: '', longitude: '-83.04' })).toMatchObject({
      latitude: null,
      longitude: -83.04,
    });
  });
  it('trims text', () => {
    expect(companySchema.validateSync({ ...valid, name: '  Lovelace Engines ' }).name).toBe('Lovelace Engines');
  });
  it("bounds text lengths by the cms's columns (company name: 160)", () => {
    expect(formErrors(companySchema, { ...valid, name: 'x'.repeat(160) })).toEqual({});
    expect(formErrors(companySchema, { ...valid, name: 'x'.repeat(161), postalCode: '4'.repeat(21) })).toEqual({
      name: 'Company Name must be at most 160 characters',
      postalCode: 'Postal Code must be at most 20 characters',
    });
  });
});

describe('join request', () => {
  it('needs a company, the note is optional', () => {
    expect(formErrors(joinRequestSchema, { companyId: 7, note: '' })).toEqual({});
    expect(formErrors(joinRequestSchema, { companyId: 7 })).toEqual({});
    expect(formErrors(joinRequestSchema, joinRequestDefaults)).toEqual({ companyId: 'Company is required' });
  });
  it('keeps the note as text', () => {
    expect(joinRequestSchema.validateSync({ companyId: '7', note: ' We work together. ' })).toEqual({
      companyId: 7,
      note: 'We work together.',
    });
  });
  it('a rejection reason is optional', () => {
    expect(formErrors(joinRequestRejectSchema, {})).toEqual({});
    expect(formErrors(joinRequestRejectSchema, { reason: 'Not an employee' })).toEqual({});
  });
});

describe('company form as an admin edits it', () => {
  it('adds the Nonprofit flag, left unchanged when it is left out', () => {
    const valid = { ...companyDefaults, name: 'Eastside Youth Arts', description: 'Arts for kids', address: '1 Main St' };
    expect(companyAdminSchema.cast(valid).isNonprofit).toBeUndefined();
    expect(companyAdminSchema.cast({ ...valid, isNonprofit: true })).toMatchObject({ isNonprofit: true });
    expect(formErrors(companyAdminSchema, { ...valid, isNonprofit: 'maybe' })).toEqual({ isNonprofit: 'Nonprofit must be true or false' });
  });
});
