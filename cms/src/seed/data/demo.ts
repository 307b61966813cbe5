// Demo data for development. Only seeded when demo mode is on.
// Phone numbers use the reserved fictional 555-01xx range; emails and URLs use reserved example domains.

import type { DayOfWeek, EventFormat, EventType, UserStatus } from '@gro/config';
import { scramble } from './scramble';

interface DemoChapter {
  name: string;
  slug: string;
  description: string;
  location: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'United States';
  latitude: number;
  longitude: number;
  email: string;
  timeStart: string;
  timeEnd: string;
  dayOfWeek: DayOfWeek;
  isActive: boolean;
}

interface DemoSocialLinks {
  facebook?: string;
  twitter?: string;
  linkedin?: string;
  instagram?: string;
  youtube?: string;
  tiktok?: string;
}

interface DemoCompany {
  name: string;
  description: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'United States';
  latitude: number;
  longitude: number;
  phoneNumber: string;
  phoneExt: string | null;
  url: string;
  logo: null;
  contactName: string;
  industry: string;
  socialLinks: DemoSocialLinks;
}

interface DemoEvent {
  title: string;
  type: EventType;
  /** Days from the seeding day; null for Recurring events. */
  dateOffsetDays: number | null;
  /** Set for Recurring events; null for Once events. */
  dayOfWeek: DayOfWeek | null;
  /** null = an event for all chapters. */
  chapterSlug: string | null;
  description: string;
  location: string;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  timeStart: string;
  timeEnd: string;
  /** Online events say so; the others are in person (the schema's default). */
  format?: EventFormat;
}

interface DemoMember {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  phoneExt: string | null;
  chapterSlug: string;
  /** Name of one of demoCompanies; null = no company yet. */
  companyName: string | null;
  status: UserStatus;
}

interface DemoAdmin {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  chapterSlug: string;
}

export const demoChapters: DemoChapter[] = [
  {
    name: 'GRO Detroit',
    slug: 'detroit',
    description:
      'GRO Detroit is our founding chapter, bringing together business owners, nonprofit leaders and professionals from across Metro Detroit. We meet every Tuesday morning in Midtown for introductions, referrals and a short member spotlight.',
    location: 'TechTown Detroit',
    address: '440 Burroughs St',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48202',
    country: 'United States',
    latitude: 42.3637,
    longitude: -83.0681,
    email: 'detroit@gro.example.org',
    timeStart: '07:30',
    timeEnd: '09:00',
    dayOfWeek: 'Tuesday',
    isActive: true,
  },
  {
    name: 'GRO Ann Arbor',
    slug: 'ann-arbor',
    description:
      'GRO Ann Arbor connects entrepreneurs, freelancers and professionals from the university town and surrounding Washtenaw County. Our lunchtime meetings are hybrid, so members can join in person downtown or online.',
    location: 'Ann Arbor District Library - Downtown',
    address: '343 S Fifth Ave',
    city: 'Ann Arbor',
    state: 'MI',
    postalCode: '48104',
    country: 'United States',
    latitude: 42.2784,
    longitude: -83.7459,
    email: 'ann-arbor@gro.example.org',
    timeStart: '12:00',
    timeEnd: '13:00',
    dayOfWeek: 'Wednesday',
    isActive: true,
  },
  {
    name: 'GRO Grand Rapids',
    slug: 'grand-rapids',
    description:
      'GRO Grand Rapids serves members across West Michigan, from trades and manufacturing to creative and financial services. We meet weekly downtown and host regular socials for members and guests.',
    location: 'Grand Rapids Public Library - Main Library',
    address: '111 Library St NE',
    city: 'Grand Rapids',
    state: 'MI',
    postalCode: '49503',
    country: 'United States',
    latitude: 42.9634,
    longitude: -85.6657,
    email: 'grand-rapids@gro.example.org',
    timeStart: '07:30',
    timeEnd: '09:00',
    dayOfWeek: 'Thursday',
    isActive: true,
  },
  {
    name: 'GRO Chicago',
    slug: 'chicago',
    description:
      'GRO Chicago brings together professionals working in and around the Loop. Our weekly breakfast meetings focus on warm introductions, practical referrals and collaboration across industries.',
    location: 'Harold Washington Library Center',
    address: '400 S State St',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60605',
    country: 'United States',
    latitude: 41.8763,
    longitude: -87.6282,
    email: 'chicago@gro.example.org',
    timeStart: '08:00',
    timeEnd: '09:30',
    dayOfWeek: 'Tuesday',
    isActive: true,
  },
  {
    name: 'GRO Columbus',
    slug: 'columbus',
    description:
      'GRO Columbus is a friendly, fast-growing chapter of business owners and nonprofit leaders in Central Ohio. We meet every Friday morning downtown and welcome visitors at any meeting.',
    location: 'Columbus Metropolitan Library - Main Library',
    address: '96 S Grant Ave',
    city: 'Columbus',
    state: 'OH',
    postalCode: '43215',
    country: 'United States',
    latitude: 39.9612,
    longitude: -82.9906,
    email: 'columbus@gro.example.org',
    timeStart: '07:30',
    timeEnd: '09:00',
    dayOfWeek: 'Friday',
    isActive: true,
  },
  {
    name: 'GRO Austin',
    slug: 'austin',
    description:
      'GRO Austin is a new chapter for entrepreneurs and creative professionals in Central Texas. The chapter is currently forming; contact us if you would like to help lead it.',
    location: "Jo's Coffee",
    address: '1300 S Congress Ave',
    city: 'Austin',
    state: 'TX',
    postalCode: '78704',
    country: 'United States',
    latitude: 30.2506,
    longitude: -97.7493,
    email: 'austin@gro.example.org',
    timeStart: '08:00',
    timeEnd: '09:30',
    dayOfWeek: 'Wednesday',
    isActive: false,
  },
];

export const demoCompanies: DemoCompany[] = [
  {
    name: 'Bell & Associates CPAs',
    description:
      'A full-service accounting firm offering tax preparation, bookkeeping and advisory services to small businesses and nonprofits.',
    address: '1001 Woodward Ave',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48226',
    country: 'United States',
    latitude: 42.3316,
    longitude: -83.0465,
    phoneNumber: '(313) 555-0142',
    phoneExt: '101',
    url: 'https://bellcpas.example.com',
    logo: null,
    contactName: 'Marcus Bell',
    industry: 'Accounting',
    socialLinks: {
      linkedin: 'https://example.com/linkedin/bell-associates-cpas',
      facebook: 'https://example.com/facebook/bell-associates-cpas',
    },
  },
  {
    name: 'Motor City Web Studio',
    description:
      'A small web design and development studio building fast, accessible websites for local businesses.',
    address: '1555 Broadway St',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48226',
    country: 'United States',
    latitude: 42.337,
    longitude: -83.0487,
    phoneNumber: '(313) 555-0143',
    phoneExt: null,
    url: 'https://motorcityweb.example.com',
    logo: null,
    contactName: 'Andre Washington',
    industry: 'Web Design',
    socialLinks: {
      linkedin: 'https://example.com/linkedin/motor-city-web-studio',
      instagram: 'https://example.com/instagram/motor-city-web-studio',
      twitter: 'https://example.com/twitter/motor-city-web-studio',
    },
  },
  {
    name: 'Eastside Youth Arts',
    description:
      'A nonprofit providing free after-school music, theatre and visual arts programs for young people on Detroit\'s east side.',
    address: '8200 E Jefferson Ave',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48214',
    country: 'United States',
    latitude: 42.3556,
    longitude: -82.9979,
    phoneNumber: '(313) 555-0144',
    phoneExt: null,
    url: 'https://eastsideyoutharts.example.com',
    logo: null,
    contactName: 'Lucia Hernandez',
    industry: 'Nonprofit',
    socialLinks: {
      facebook: 'https://example.com/facebook/eastside-youth-arts',
      instagram: 'https://example.com/instagram/eastside-youth-arts',
      youtube: 'https://example.com/youtube/eastside-youth-arts',
    },
  },
  {
    name: 'Huron River Financial Planning',
    description:
      'Fee-only financial planning for families, business owners and retirees in Washtenaw County.',
    address: '201 S Main St',
    city: 'Ann Arbor',
    state: 'MI',
    postalCode: '48104',
    country: 'United States',
    latitude: 42.2797,
    longitude: -83.7484,
    phoneNumber: '(734) 555-0145',
    phoneExt: '12',
    url: 'https://huronriverfp.example.com',
    logo: null,
    contactName: 'Ethan Miller',
    industry: 'Financial Services',
    socialLinks: { linkedin: 'https://example.com/linkedin/huron-river-financial-planning' },
  },
  {
    // The longest names of the demo data: screens are checked with them (no page may scroll sideways).
    name: 'Great Lakes Commercial Insurance & Risk Advisory Group',
    description:
      'Commercial property, liability and fleet insurance for manufacturers and contractors across the Great Lakes region.',
    address: '1001 Woodward Ave, Suite 2200',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48226',
    country: 'United States',
    latitude: 42.3327,
    longitude: -83.0466,
    phoneNumber: '(313) 555-0160',
    phoneExt: null,
    url: 'https://greatlakescommercialinsurance.example.com',
    logo: null,
    contactName: 'Alexandrina Papadopoulou-Vanderbilt',
    industry: 'Insurance',
    socialLinks: { linkedin: 'https://example.com/linkedin/great-lakes-commercial-insurance' },
  },
  {
    name: 'Kerrytown Creative',
    description:
      'An independent branding and graphic design studio helping startups and nonprofits tell their story.',
    address: '407 N Fifth Ave',
    city: 'Ann Arbor',
    state: 'MI',
    postalCode: '48104',
    country: 'United States',
    latitude: 42.2842,
    longitude: -83.7465,
    phoneNumber: '(734) 555-0146',
    phoneExt: null,
    url: 'https://kerrytowncreative.example.com',
    logo: null,
    contactName: 'Priya Raman',
    industry: 'Graphic Design',
    socialLinks: {
      instagram: 'https://example.com/instagram/kerrytown-creative',
      linkedin: 'https://example.com/linkedin/kerrytown-creative',
      tiktok: 'https://example.com/tiktok/kerrytown-creative',
    },
  },
  {
    name: 'Lakeshore Risk Partners',
    description:
      'An independent commercial insurance agency specialising in manufacturers, contractors and growing small businesses.',
    address: '50 Louis St NW',
    city: 'Grand Rapids',
    state: 'MI',
    postalCode: '49503',
    country: 'United States',
    latitude: 42.9648,
    longitude: -85.6718,
    phoneNumber: '(616) 555-0147',
    phoneExt: '200',
    url: 'https://lakeshorerisk.example.com',
    logo: null,
    contactName: 'Daniel VanderMolen',
    industry: 'Insurance',
    socialLinks: {
      linkedin: 'https://example.com/linkedin/lakeshore-risk-partners',
      facebook: 'https://example.com/facebook/lakeshore-risk-partners',
    },
  },
  {
    name: 'Grand River Builders',
    description:
      'A family-owned general contractor handling commercial build-outs and residential renovations across West Michigan.',
    address: '1200 Leonard St NE',
    city: 'Grand Rapids',
    state: 'MI',
    postalCode: '49505',
    country: 'United States',
    latitude: 42.9838,
    longitude: -85.644,
    phoneNumber: '(616) 555-0148',
    phoneExt: null,
    url: 'https://grandriverbuilders.example.com',
    logo: null,
    contactName: 'Emily DeVries',
    industry: 'Construction',
    socialLinks: {
      facebook: 'https://example.com/facebook/grand-river-builders',
      instagram: 'https://example.com/instagram/grand-river-builders',
      youtube: 'https://example.com/youtube/grand-river-builders',
    },
  },
  {
    name: 'Loop Legal Partners',
    description:
      'A business law firm advising entrepreneurs and nonprofits on formation, contracts, employment and intellectual property.',
    address: '200 W Madison St',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60606',
    country: 'United States',
    latitude: 41.882,
    longitude: -87.6341,
    phoneNumber: '(312) 555-0149',
    phoneExt: '310',
    url: 'https://looplegal.example.com',
    logo: null,
    contactName: 'Ahmed Siddiqui',
    industry: 'Legal Services',
    socialLinks: {
      linkedin: 'https://example.com/linkedin/loop-legal-partners',
      twitter: 'https://example.com/twitter/loop-legal-partners',
    },
  },
  {
    name: 'Buckeye Staffing Solutions',
    description:
      'A staffing and recruiting firm placing administrative, accounting and light industrial talent across Central Ohio.',
    address: '250 S High St',
    city: 'Columbus',
    state: 'OH',
    postalCode: '43215',
    country: 'United States',
    latitude: 39.958,
    longitude: -82.9996,
    phoneNumber: '(614) 555-0150',
    phoneExt: null,
    url: 'https://buckeyestaffing.example.com',
    logo: null,
    contactName: 'Angela Whitfield',
    industry: 'Staffing and Recruiting',
    socialLinks: {
      linkedin: 'https://example.com/linkedin/buckeye-staffing-solutions',
      facebook: 'https://example.com/facebook/buckeye-staffing-solutions',
      instagram: 'https://example.com/instagram/buckeye-staffing-solutions',
    },
  },
  {
    name: 'Lone Star Event Co.',
    description:
      'An event planning and production company organising conferences, corporate retreats and community fundraisers.',
    address: '600 Congress Ave',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'United States',
    latitude: 30.2687,
    longitude: -97.7427,
    phoneNumber: '(512) 555-0151',
    phoneExt: null,
    url: 'https://lonestarevents.example.com',
    logo: null,
    contactName: 'Travis Whitaker',
    industry: 'Event Planning',
    socialLinks: {
      instagram: 'https://example.com/instagram/lone-star-event-co',
      facebook: 'https://example.com/facebook/lone-star-event-co',
      tiktok: 'https://example.com/tiktok/lone-star-event-co',
      youtube: 'https://example.com/youtube/lone-star-event-co',
    },
  },
];

export const demoEvents: DemoEvent[] = [
  // Recurring chapter meetings and gatherings
  {
    title: 'GRO Detroit Weekly Meeting',
    type: 'Recurring',
    dateOffsetDays: null,
    dayOfWeek: 'Tuesday',
    chapterSlug: 'detroit',
    description:
      'Our weekly chapter meeting: member introductions, a featured member presentation and open referral sharing. Visitors are always welcome.',
    location: 'TechTown Detroit',
    address: '440 Burroughs St',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48202',
    country: 'United States',
    latitude: 42.3637,
    longitude: -83.0681,
    timeStart: '07:30',
    timeEnd: '09:00',
  },
  {
    title: 'GRO Ann Arbor Lunch Meeting',
    type: 'Recurring',
    dateOffsetDays: null,
    dayOfWeek: 'Wednesday',
    chapterSlug: 'ann-arbor',
    description:
      'A hybrid lunchtime meeting for the Ann Arbor chapter. Bring your lunch, share what you are working on and leave with new connections.',
    location: 'Ann Arbor District Library - Downtown',
    address: '343 S Fifth Ave',
    city: 'Ann Arbor',
    state: 'MI',
    postalCode: '48104',
    country: 'United States',
    latitude: 42.2784,
    longitude: -83.7459,
    timeStart: '12:00',
    timeEnd: '13:00',
  },
  {
    title: 'GRO Grand Rapids Weekly Meeting',
    type: 'Recurring',
    dateOffsetDays: null,
    dayOfWeek: 'Thursday',
    chapterSlug: 'grand-rapids',
    description:
      'The Grand Rapids chapter meets every Thursday morning for introductions, referrals and a short educational segment from a member.',
    location: 'Grand Rapids Public Library - Main Library',
    address: '111 Library St NE',
    city: 'Grand Rapids',
    state: 'MI',
    postalCode: '49503',
    country: 'United States',
    latitude: 42.9634,
    longitude: -85.6657,
    timeStart: '07:30',
    timeEnd: '09:00',
  },
  {
    title: 'GRO Chicago Breakfast Meeting',
    type: 'Recurring',
    dateOffsetDays: null,
    dayOfWeek: 'Tuesday',
    chapterSlug: 'chicago',
    description:
      'A focused breakfast meeting in the Loop with member introductions, referral updates and time for one-to-one conversations.',
    location: 'Harold Washington Library Center',
    address: '400 S State St',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60605',
    country: 'United States',
    latitude: 41.8763,
    longitude: -87.6282,
    timeStart: '08:00',
    timeEnd: '09:30',
  },
  {
    title: 'GRO Columbus Weekly Meeting',
    type: 'Recurring',
    dateOffsetDays: null,
    dayOfWeek: 'Friday',
    chapterSlug: 'columbus',
    description:
      'End the week with the Columbus chapter: quick introductions, a member spotlight and referral sharing over coffee.',
    location: 'Columbus Metropolitan Library - Main Library',
    address: '96 S Grant Ave',
    city: 'Columbus',
    state: 'OH',
    postalCode: '43215',
    country: 'United States',
    latitude: 39.9612,
    longitude: -82.9906,
    timeStart: '07:30',
    timeEnd: '09:00',
  },
  {
    title: 'Detroit Coffee Connect',
    type: 'Recurring',
    dateOffsetDays: null,
    dayOfWeek: 'Friday',
    chapterSlug: 'detroit',
    description:
      'An informal Friday coffee for Detroit members and guests. No agenda, just good conversation and a chance to follow up on the week\'s referrals.',
    location: 'Great Lakes Coffee',
    address: '3965 Woodward Ave',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48201',
    country: 'United States',
    latitude: 42.3482,
    longitude: -83.0591,
    timeStart: '08:00',
    timeEnd: '09:00',
  },
  {
    title: 'Women in Business Lunch',
    type: 'Recurring',
    dateOffsetDays: null,
    dayOfWeek: 'Monday',
    chapterSlug: 'grand-rapids',
    description:
      'A relaxed weekly lunch for women business owners and professionals in the Grand Rapids chapter. Guests from other chapters are welcome.',
    location: 'Downtown Market Grand Rapids',
    address: '435 Ionia Ave SW',
    city: 'Grand Rapids',
    state: 'MI',
    postalCode: '49503',
    country: 'United States',
    latitude: 42.9547,
    longitude: -85.6694,
    timeStart: '12:00',
    timeEnd: '13:00',
  },
  {
    title: 'Monday Morning Virtual Huddle',
    type: 'Recurring',
    dateOffsetDays: null,
    dayOfWeek: 'Monday',
    chapterSlug: null,
    description:
      'A short online check-in open to members of every chapter. Share your goals for the week, ask for introductions and meet members from other cities. The video link is sent to members by email.',
    location: 'Online',
    format: 'Online',
    address: null,
    city: null,
    state: null,
    postalCode: null,
    country: null,
    latitude: null,
    longitude: null,
    timeStart: '08:30',
    timeEnd: '09:00',
  },

  // One-time events (two in the past)
  {
    title: 'Spring Kickoff Breakfast',
    type: 'Once',
    dateOffsetDays: -30,
    dayOfWeek: null,
    chapterSlug: 'detroit',
    description:
      'A breakfast celebrating new Detroit members, with a look at the chapter\'s goals for the season and plenty of time to network.',
    location: 'Detroit Public Library - Main Library',
    address: '5201 Woodward Ave',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48202',
    country: 'United States',
    latitude: 42.3586,
    longitude: -83.0666,
    timeStart: '08:00',
    timeEnd: '10:00',
  },
  {
    title: 'Chicago Chapter Anniversary Celebration',
    type: 'Once',
    dateOffsetDays: -10,
    dayOfWeek: null,
    chapterSlug: 'chicago',
    description:
      'An evening reception marking another year of GRO Chicago, with member recognition, light appetisers and a toast to the year ahead.',
    location: '1871',
    address: '222 W Merchandise Mart Plaza',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60654',
    country: 'United States',
    latitude: 41.8885,
    longitude: -87.6354,
    timeStart: '17:30',
    timeEnd: '19:30',
  },
  {
    title: 'Workshop: Storytelling for Small Businesses',
    type: 'Once',
    dateOffsetDays: 3,
    dayOfWeek: null,
    chapterSlug: 'detroit',
    description:
      'A hands-on marketing workshop on shaping your company\'s story for your website, social media and chapter presentations. Bring a laptop and your current elevator pitch.',
    location: 'TechTown Detroit',
    address: '440 Burroughs St',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48202',
    country: 'United States',
    latitude: 42.3637,
    longitude: -83.0681,
    timeStart: '13:00',
    timeEnd: '16:00',
  },
  {
    title: 'GRO Columbus Open House',
    type: 'Once',
    dateOffsetDays: 7,
    dayOfWeek: null,
    chapterSlug: 'columbus',
    description:
      'Curious about GRO? Bring a colleague to this open house to meet Columbus members, learn how chapters work and see a sample meeting.',
    location: 'COSI',
    address: '333 W Broad St',
    city: 'Columbus',
    state: 'OH',
    postalCode: '43215',
    country: 'United States',
    latitude: 39.9592,
    longitude: -83.0072,
    timeStart: '17:30',
    timeEnd: '19:00',
  },
  {
    title: 'LinkedIn Profile Workshop',
    type: 'Once',
    dateOffsetDays: 10,
    dayOfWeek: null,
    chapterSlug: 'ann-arbor',
    description:
      'Learn how to write a headline and summary that attract the right clients, and get feedback on your own profile from fellow members.',
    location: 'Ann Arbor District Library - Downtown',
    address: '343 S Fifth Ave',
    city: 'Ann Arbor',
    state: 'MI',
    postalCode: '48104',
    country: 'United States',
    latitude: 42.2784,
    longitude: -83.7459,
    timeStart: '18:00',
    timeEnd: '19:30',
  },
  {
    title: 'Webinar: Pricing Your Services with Confidence',
    type: 'Once',
    dateOffsetDays: 14,
    dayOfWeek: null,
    chapterSlug: null,
    description:
      'A live online webinar for members of all chapters on setting and communicating prices for professional services, followed by a Q&A. The link is sent to registered members by email.',
    location: 'Online',
    format: 'Online',
    address: null,
    city: null,
    state: null,
    postalCode: null,
    country: null,
    latitude: null,
    longitude: null,
    timeStart: '12:00',
    timeEnd: '13:00',
  },
  {
    title: 'Small Business Tax Planning Workshop',
    type: 'Once',
    dateOffsetDays: 21,
    dayOfWeek: null,
    chapterSlug: 'grand-rapids',
    description:
      'Practical tax planning tips for owners of small businesses and sole proprietors, presented by member accountants, with time for questions.',
    location: 'Grand Rapids Public Library - Main Library',
    address: '111 Library St NE',
    city: 'Grand Rapids',
    state: 'MI',
    postalCode: '49503',
    country: 'United States',
    latitude: 42.9634,
    longitude: -85.6657,
    timeStart: '17:30',
    timeEnd: '19:00',
  },
  {
    title: 'Nonprofit Leaders Roundtable',
    type: 'Once',
    dateOffsetDays: 30,
    dayOfWeek: null,
    chapterSlug: 'chicago',
    description:
      'A facilitated discussion for nonprofit directors and board members on fundraising, volunteer engagement and building partnerships with local businesses.',
    location: '1871',
    address: '222 W Merchandise Mart Plaza',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60654',
    country: 'United States',
    latitude: 41.8885,
    longitude: -87.6354,
    timeStart: '15:00',
    timeEnd: '17:00',
  },
  {
    title: 'Holiday Networking Mixer',
    type: 'Once',
    dateOffsetDays: 45,
    dayOfWeek: null,
    chapterSlug: 'detroit',
    description:
      'Celebrate the season with GRO Detroit. Enjoy festive appetisers, meet members and guests, and bring a new, unwrapped toy for our community toy drive.',
    location: 'The Whitney',
    address: '4421 Woodward Ave',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48201',
    country: 'United States',
    latitude: 42.3531,
    longitude: -83.0616,
    timeStart: '18:00',
    timeEnd: '21:00',
  },
  {
    title: 'Chapter Leadership Training',
    type: 'Once',
    dateOffsetDays: 60,
    dayOfWeek: null,
    chapterSlug: null,
    description:
      'A day of training for current and aspiring chapter leaders from all chapters, covering running effective meetings, welcoming visitors and growing membership.',
    location: 'Downtown Market Grand Rapids',
    address: '435 Ionia Ave SW',
    city: 'Grand Rapids',
    state: 'MI',
    postalCode: '49503',
    country: 'United States',
    latitude: 42.9547,
    longitude: -85.6694,
    timeStart: '09:00',
    timeEnd: '15:00',
  },
  {
    // The scramble page's event (seed/index.ts links them): one title and description for both.
    title: scramble.title,
    type: 'Once',
    dateOffsetDays: 75,
    dayOfWeek: null,
    chapterSlug: null,
    description: scramble.description,
    location: 'Rackham Golf Course',
    address: '10100 W 10 Mile Rd',
    city: 'Huntington Woods',
    state: 'MI',
    postalCode: '48070',
    country: 'United States',
    latitude: 42.4738,
    longitude: -83.1635,
    timeStart: '08:00',
    timeEnd: '16:00',
  },
  {
    title: 'GRO Annual Member Summit',
    type: 'Once',
    dateOffsetDays: 120,
    dayOfWeek: null,
    chapterSlug: null,
    description:
      'Members from every chapter gather for a day of keynotes, breakout sessions and cross-chapter networking, closing with the GRO member awards.',
    location: 'Detroit Public Library - Main Library',
    address: '5201 Woodward Ave',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48202',
    country: 'United States',
    latitude: 42.3586,
    longitude: -83.0666,
    timeStart: '09:00',
    timeEnd: '17:00',
  },
];

const member = (
  firstname: string,
  lastname: string,
  phoneNumber: string,
  chapterSlug: string,
  companyName: string | null,
  status: UserStatus = 'Active',
  phoneExt: string | null = null,
): DemoMember => ({
  firstname,
  lastname,
  email: `${firstname}.${lastname}@example.com`.toLowerCase(),
  phoneNumber,
  phoneExt,
  chapterSlug,
  companyName,
  status,
});

export const demoMembers: DemoMember[] = [
  // Detroit
  member('Marcus', 'Bell', '(313) 555-0101', 'detroit', 'Bell & Associates CPAs', 'Active', '101'),
  member('Lucia', 'Hernandez', '(313) 555-0102', 'detroit', 'Eastside Youth Arts'),
  member('Andre', 'Washington', '(313) 555-0103', 'detroit', 'Motor City Web Studio'),
  member('Keisha', 'Johnson', '(313) 555-0104', 'detroit', 'Bell & Associates CPAs', 'Active', '104'),
  member('Tomasz', 'Nowak', '(313) 555-0105', 'detroit', 'Motor City Web Studio'),
  member('Fatima', 'Haddad', '(313) 555-0106', 'detroit', 'Eastside Youth Arts'),
  member('Robert', 'Kowalski', '(313) 555-0107', 'detroit', 'Huron River Financial Planning'),
  member('Jasmine', 'Brooks', '(313) 555-0108', 'detroit', null),
  member('Michael', 'Chen', '(313) 555-0109', 'detroit', 'Bell & Associates CPAs'),
  member('Denise', 'Carter', '(313) 555-0110', 'detroit', 'Motor City Web Studio', 'Inactive'),
  member('Alexandrina', 'Papadopoulou-Vanderbilt', '(313) 555-0161', 'detroit', 'Great Lakes Commercial Insurance & Risk Advisory Group'),
  // Ann Arbor
  member('Priya', 'Raman', '(734) 555-0111', 'ann-arbor', 'Kerrytown Creative'),
  member('Ethan', 'Miller', '(734) 555-0112', 'ann-arbor', 'Huron River Financial Planning', 'Active', '12'),
  member('Sofia', 'Rossi', '(734) 555-0113', 'ann-arbor', 'Kerrytown Creative'),
  member('Hiroshi', 'Tanaka', '(734) 555-0114', 'ann-arbor', 'Huron River Financial Planning'),
  member('Olivia', 'Martin', '(734) 555-0115', 'ann-arbor', 'Lone Star Event Co.'),
  member('Samuel', 'Adeyemi', '(734) 555-0116', 'ann-arbor', null),
  member('Rachel', 'Goldberg', '(734) 555-0117', 'ann-arbor', 'Huron River Financial Planning'),
  member('Kevin', 'Nguyen', '(734) 555-0118', 'ann-arbor', 'Kerrytown Creative', 'Suspended'),
  // Grand Rapids
  member('Daniel', 'VanderMolen', '(616) 555-0119', 'grand-rapids', 'Lakeshore Risk Partners', 'Active', '200'),
  member('Emily', 'DeVries', '(616) 555-0120', 'grand-rapids', 'Grand River Builders'),
  member('Carlos', 'Mendoza', '(616) 555-0121', 'grand-rapids', 'Grand River Builders'),
  member('Hannah', 'Schmidt', '(616) 555-0122', 'grand-rapids', 'Lakeshore Risk Partners'),
  member('Jamal', 'Robinson', '(616) 555-0123', 'grand-rapids', 'Grand River Builders'),
  member('Anna', 'Kowalczyk', '(616) 555-0124', 'grand-rapids', 'Lakeshore Risk Partners'),
  member('Megan', 'Sullivan', '(616) 555-0125', 'grand-rapids', 'Grand River Builders'),
  member('Luis', 'Ortega', '(616) 555-0126', 'grand-rapids', null),
  // Chicago
  member('Natalie', 'Brown', '(312) 555-0127', 'chicago', 'Loop Legal Partners'),
  member('Ahmed', 'Siddiqui', '(312) 555-0128', 'chicago', 'Loop Legal Partners', 'Active', '310'),
  member('Maria', 'Gonzalez', '(312) 555-0129', 'chicago', 'Loop Legal Partners'),
  member('Patrick', 'Murphy', '(312) 555-0130', 'chicago', 'Lone Star Event Co.'),
  member('Aisha', 'Bello', '(312) 555-0131', 'chicago', 'Loop Legal Partners'),
  member('Victor', 'Petrov', '(312) 555-0132', 'chicago', 'Motor City Web Studio'),
  member('Jennifer', 'Walsh', '(312) 555-0133', 'chicago', 'Buckeye Staffing Solutions', 'Inactive'),
  // Columbus
  member('Angela', 'Whitfield', '(614) 555-0134', 'columbus', 'Buckeye Staffing Solutions'),
  member('Brian', 'Thompson', '(614) 555-0135', 'columbus', 'Buckeye Staffing Solutions'),
  member('Chloe', 'Dubois', '(614) 555-0136', 'columbus', 'Lone Star Event Co.'),
  member('Tyrone', 'Mitchell', '(614) 555-0137', 'columbus', 'Buckeye Staffing Solutions'),
  member('Mei', 'Zhou', '(614) 555-0138', 'columbus', 'Kerrytown Creative'),
  member('Omar', 'Farouk', '(614) 555-0139', 'columbus', null),
  member('Laura', 'Jensen', '(614) 555-0140', 'columbus', 'Buckeye Staffing Solutions'),
];

export const demoAdmin: DemoAdmin = {
  firstname: 'Grace',
  lastname: 'Okafor',
  email: 'admin@gro.example.org',
  phoneNumber: '(313) 555-0100',
  chapterSlug: 'detroit',
};
