import { FAQ_COUNT, type ContactDetails, type FaqItem, type Scramble, type Terms, type Testimonial } from '@gro/config';

/** Five member quotes, as GET /testimonial answers. */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    quote: 'Three of our largest clients came from chapter referrals.',
    name: 'Marcus Bell',
    title: 'Owner, Bell & Associates CPAs',
  },
  {
    id: 2,
    quote: 'GRO gave our nonprofit a room full of leaders who care.',
    name: 'Lucia Hernandez',
    title: 'Executive Director, Eastside Youth Arts',
  },
  {
    id: 3,
    quote: 'My chapter became my sounding board and referral network.',
    name: 'Priya Raman',
    title: 'Freelance Brand Designer',
  },
  {
    id: 4,
    quote: 'Nobody is keeping score, so I collaborate instead of compete.',
    name: 'Daniel VanderMolen',
    title: 'Commercial Insurance Broker',
  },
  {
    id: 5,
    quote: 'Leading a chapter taught me as much as any leadership course.',
    name: 'Angela Whitfield',
    title: 'Chapter President, GRO Columbus',
  },
];

const NAMED_FAQS: Omit<FaqItem, 'id'>[] = [
  { question: 'What is GRO?', answer: 'GRO is a professional networking organisation made up of local chapters.' },
  {
    question: 'How much does membership cost?',
    answer: 'The monthly plan is $25 per month; the annual plan is $250 per year.',
  },
  { question: 'Is there a minimum attendance requirement?', answer: 'No. Take part as often as suits your schedule.' },
  {
    question: 'Can I bring a guest?',
    answer: 'Yes, guests are welcome at most meetings. Ask your Chapter Leader first.',
  },
];

/** FAQ_COUNT question and answer pairs, as GET /faq answers; the first four are searched for by name. */
export const faqs: FaqItem[] = Array.from({ length: FAQ_COUNT }, (_, index) => ({
  id: index + 1,
  ...(NAMED_FAQS[index] ?? {
    question: `Member question number ${index + 1}?`,
    answer: `Member answer number ${index + 1}.`,
  }),
}));

export const terms: Terms = {
  title: 'Terms and Conditions',
  summary: 'These terms govern your GRO membership.',
  lastUpdated: '2025-03-14',
  sections: [
    {
      heading: 'Membership Pricing',
      body: 'GRO offers the following plans:\n- Monthly plan: $25 per month.\n- Annual plan: $250 per year.\n\nDiscounts are available for nonprofits.',
    },
    {
      heading: 'Dispute Resolution',
      body: 'These terms are governed by Michigan law.\n\nThe parties waive a jury trial.',
    },
  ],
};

export const scramble: Scramble = {
  title: 'GRO Golf Scramble',
  description: 'A four-person scramble for members, guests and sponsors.\n\nLunch and dinner are included.',
  url: 'https://golf.example.org/register',
  eventDate: '2026-06-13',
  event: {
    id: 41,
    date: '2026-06-13',
    timeStart: '08:00',
    timeEnd: '16:00',
    location: 'Rackham Golf Course',
    address: '10100 W 10 Mile Rd',
    city: 'Huntington Woods',
    state: 'MI',
    postalCode: '48070',
  },
};

/** The scramble page before staff link its event: their own title and text, no date. */
export const scrambleWithoutEvent: Scramble = { ...scramble, title: 'GRO Charity Golf Scramble', eventDate: null, event: null };

export const contactDetails: ContactDetails = {
  email: 'hello@gro.example.org',
  phone: '(313) 555-0100',
  address: '1001 Woodward Ave, Suite 500\nDetroit, MI 48226',
};

/** The page's <meta name="description"> content. */
export const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
