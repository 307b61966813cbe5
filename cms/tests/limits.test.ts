import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIELD_LABELS, FIELD_LIMITS, maxLength } from '@gro/config';
import { Client, api, uniqueEmail, verifyFromMail } from './helpers';

const PASSWORD = 'Copper-kettle-72';
const COMPANY_NAME_MAX = FIELD_LIMITS.company.name.maxLength;
const FIRSTNAME_MAX = FIELD_LIMITS.user.firstname.maxLength;

const signUpForm = async (firstname: string) => ({
  firstname,
  lastname: 'Okafor',
  email: uniqueEmail('limits'),
  phoneNumber: '(313) 555-0190',
  password: PASSWORD,
  chapterId: (await api('/chapter/active')).body.data[0].id,
});

async function newMember() {
  const client = new Client();
  const form = await signUpForm('Nadia');
  const res = await client.call('POST', '/authenticate/signup', form);
  assert.equal(res.status, 201);
  client.token = res.body.data.token;
  await verifyFromMail(form.email);
  return client;
}

const companyForm = (name: string, postalCode = '48226') => ({
  name,
  description: 'Bookkeeping for small manufacturers.',
  address: '1 Campus Martius',
  city: 'Detroit',
  postalCode,
});

/** A 400 whose only field error is `field` with `message`, also the envelope's message. */
function assertFieldRefused(res: { status: number; body: any }, field: string, message: string) {
  assert.equal(res.status, 400);
  assert.deepEqual(res.body.details.errors.map((e: any) => [e.path.join('.'), e.message]), [[field, message]]);
  assert.equal(res.body.message.message, message);
}

describe("too-long values are refused with config's message, never Strapi's wording or a 500", () => {
  it(`POST /api/company: a company name over ${COMPANY_NAME_MAX} characters or a postal code over 20`, async () => {
    const client = await newMember();
    const long = await client.call('POST', '/company', companyForm('L'.repeat(200)));
    assertFieldRefused(long, 'name', maxLength(FIELD_LABELS.companyName, COMPANY_NAME_MAX));
    assert.equal(long.body.message.message, 'Company Name must be at most 160 characters');

    const postal = await client.call('POST', '/company', companyForm(`Postal ${Date.now()}`, '4'.repeat(21)));
    assertFieldRefused(postal, 'postalCode', maxLength(FIELD_LABELS.postalCode, FIELD_LIMITS.company.postalCode.maxLength));

    const name = `${Date.now()} `.padEnd(COMPANY_NAME_MAX, 'x');
    const longest = await client.call('POST', '/company', companyForm(name));
    assert.equal(longest.status, 201, 'a name of exactly the limit is stored');
    assert.equal(longest.body.data.company.name, name);
  });

  it(`sign-up and PUT /api/account: a first name over ${FIRSTNAME_MAX} characters`, async () => {
    const message = maxLength(FIELD_LABELS.firstname, FIRSTNAME_MAX);
    const signUp = await new Client().call('POST', '/authenticate/signup', await signUpForm('N'.repeat(FIRSTNAME_MAX + 1)));
    assertFieldRefused(signUp, 'firstname', message);

    const client = await newMember();
    const profile = { firstname: 'N'.repeat(FIRSTNAME_MAX + 1), lastname: 'Okafor', phoneNumber: '(313) 555-0190' };
    assertFieldRefused(await client.call('PUT', '/account', profile), 'firstname', message);
    const longest = await client.call('PUT', '/account', { ...profile, firstname: 'N'.repeat(FIRSTNAME_MAX) });
    assert.equal(longest.status, 200);
    assert.equal(longest.body.data.firstname, 'N'.repeat(FIRSTNAME_MAX));
  });
});
