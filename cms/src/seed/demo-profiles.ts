import type { Core } from '@strapi/strapi';
import { USER_PROFESSION } from '../platform/db/links';

/** What a demo member does, and for some what they say about it; by the member's email. */
interface DemoProfile {
  profession: string;
  bio?: string;
  idealReferral?: string;
  website?: string;
  linkedin?: string;
}

const at = (first: string, last: string) => `${first}.${last}@example.com`.toLowerCase();

const demoProfiles: Record<string, DemoProfile> = {
  [at('Marcus', 'Bell')]: {
    profession: 'Accountant (CPA)',
    bio: 'Founder of Bell & Associates CPAs. For twenty years I have helped family businesses in Metro Detroit keep clean books, pay less tax legally and sleep at night in April.',
    idealReferral: 'An owner-run business with 5 to 50 employees whose books are a year behind, or who just had a surprise tax bill.',
    website: 'https://bellcpas.example.com',
    linkedin: 'https://www.linkedin.com/in/marcus-bell-cpa',
  },
  [at('Lucia', 'Hernandez')]: {
    profession: 'Nonprofit Director',
    bio: 'I run Eastside Youth Arts: after-school music, painting and theatre for 300 Detroit kids a year.',
    idealReferral: 'A company looking for a local cause to sponsor, or a venue that could host our spring showcase.',
  },
  [at('Andre', 'Washington')]: {
    profession: 'Web Designer',
    bio: 'Motor City Web Studio builds fast, accessible websites for service businesses, and keeps them running afterwards.',
    idealReferral: 'A business owner embarrassed by their website, or who gets calls but no online bookings.',
    website: 'https://motorcityweb.example.com',
    linkedin: 'https://www.linkedin.com/in/andre-washington-web',
  },
  [at('Keisha', 'Johnson')]: { profession: 'Bookkeeper', idealReferral: 'Restaurants and salons that still do their books in a shoebox.' },
  [at('Tomasz', 'Nowak')]: { profession: 'Software Developer', bio: 'Custom tools and integrations for companies that have outgrown their spreadsheets.' },
  [at('Fatima', 'Haddad')]: { profession: 'Grant Writer' },
  [at('Robert', 'Kowalski')]: {
    profession: 'Financial Planner',
    bio: 'Fee-only planning for business owners: retirement plans, succession and the sale of the business.',
    idealReferral: 'An owner in their fifties who has not yet thought about who takes over.',
  },
  [at('Michael', 'Chen')]: { profession: 'Tax Preparer' },
  [at('Denise', 'Carter')]: { profession: 'Graphic Designer' },
  [at('Alexandrina', 'Papadopoulou-Vanderbilt')]: {
    profession: 'Commercial Insurance Agent',
    bio: 'I protect manufacturers, contractors and fleets across the Great Lakes region: property, liability, workers’ compensation and cyber cover, placed with the markets that fit.',
    idealReferral: 'A contractor or manufacturer whose renewal went up more than 20% this year.',
    linkedin: 'https://www.linkedin.com/in/alexandrina-papadopoulou-vanderbilt',
  },
  [at('Priya', 'Raman')]: {
    profession: 'Brand Strategist',
    bio: 'Kerrytown Creative names companies, designs their brands and writes the words on their websites.',
    idealReferral: 'A founder about to launch, rename or raise money.',
    website: 'https://kerrytowncreative.example.com',
  },
  [at('Ethan', 'Miller')]: { profession: 'Wealth Manager' },
  [at('Sofia', 'Rossi')]: { profession: 'Photographer', idealReferral: 'Teams who need new headshots before their next website launch.' },
  [at('Hiroshi', 'Tanaka')]: { profession: 'Investment Advisor' },
  [at('Olivia', 'Martin')]: { profession: 'Event Planner' },
  [at('Samuel', 'Adeyemi')]: { profession: 'Business Coach' },
  [at('Rachel', 'Goldberg')]: { profession: 'Estate Planning Attorney' },
  [at('Kevin', 'Nguyen')]: { profession: 'Videographer' },
  [at('Daniel', 'VanderMolen')]: {
    profession: 'Risk Management Consultant',
    bio: 'Lakeshore Risk Partners helps West Michigan employers spend less on claims by preventing them.',
    idealReferral: 'An HR manager with a rising workers’ compensation bill.',
  },
  [at('Emily', 'DeVries')]: {
    profession: 'General Contractor',
    bio: 'Grand River Builders: commercial build-outs and renovations, on time and on budget since 2009.',
    idealReferral: 'A business signing a lease on a space that needs work.',
    website: 'https://grandriverbuilders.example.com',
  },
  [at('Carlos', 'Mendoza')]: { profession: 'Electrician' },
  [at('Hannah', 'Schmidt')]: { profession: 'Employee Benefits Consultant' },
  [at('Jamal', 'Robinson')]: { profession: 'Remodeling Contractor' },
  [at('Anna', 'Kowalczyk')]: { profession: 'Personal Insurance Agent' },
  [at('Megan', 'Sullivan')]: { profession: 'Architect' },
  [at('Luis', 'Ortega')]: { profession: 'Landscaper' },
  [at('Natalie', 'Brown')]: {
    profession: 'Business Attorney',
    bio: 'Contracts, leases and partnership agreements for small businesses, in plain English.',
    idealReferral: 'Two partners starting a business without an operating agreement.',
    linkedin: 'https://www.linkedin.com/in/natalie-brown-law',
  },
  [at('Ahmed', 'Siddiqui')]: { profession: 'Employment Attorney' },
  [at('Maria', 'Gonzalez')]: { profession: 'Immigration Attorney' },
  [at('Patrick', 'Murphy')]: { profession: 'Caterer' },
  [at('Aisha', 'Bello')]: { profession: 'Paralegal' },
  [at('Victor', 'Petrov')]: { profession: 'Managed IT Services Provider' },
  [at('Jennifer', 'Walsh')]: { profession: 'Recruiter' },
  [at('Angela', 'Whitfield')]: {
    profession: 'Staffing Agency Owner',
    bio: 'Buckeye Staffing Solutions places warehouse, office and light-industrial staff across central Ohio, often within 48 hours.',
    idealReferral: 'An operations manager who lost shifts last month for lack of people.',
  },
  [at('Brian', 'Thompson')]: { profession: 'Human Resources Consultant' },
  [at('Chloe', 'Dubois')]: { profession: 'Wedding Planner' },
  [at('Tyrone', 'Mitchell')]: { profession: 'Recruiter' },
  [at('Mei', 'Zhou')]: { profession: 'Copywriter' },
  [at('Omar', 'Farouk')]: { profession: 'Real Estate Investor' },
  [at('Laura', 'Jensen')]: { profession: 'Payroll Specialist' },
};

/**
 * Gives the demo members a profession and, for some, a bio, an ideal referral, a website and a
 * LinkedIn: the directory and profiles show a real chapter's variety. A member who already chose
 * a profession keeps theirs.
 */
export async function seedDemoProfiles(strapi: Core.Strapi) {
  const db = strapi.db.connection;
  const professionIds = new Map<string, number>((await db('professions').select('id', 'name')).map((row: { id: number; name: string }) => [row.name, row.id]));
  const members: { id: number; email: string }[] = await db('up_users').whereIn('email', Object.keys(demoProfiles)).select('id', 'email');
  const chosen = new Set((await db(USER_PROFESSION.table).select(USER_PROFESSION.owner)).map((row: Record<string, number>) => row[USER_PROFESSION.owner]));
  for (const member of members) {
    const profile = demoProfiles[member.email]!;
    await db('up_users')
      .where('id', member.id)
      .update({ bio: profile.bio ?? null, ideal_referral: profile.idealReferral ?? null, website: profile.website ?? null, linkedin: profile.linkedin ?? null });
    const professionId = professionIds.get(profile.profession);
    if (professionId !== undefined && !chosen.has(member.id)) await db(USER_PROFESSION.table).insert({ [USER_PROFESSION.owner]: member.id, [USER_PROFESSION.target]: professionId });
  }
}
