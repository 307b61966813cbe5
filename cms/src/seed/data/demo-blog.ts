/** The demo blog: a few published posts in two categories, so the public blog reads like a real one. */

interface DemoBlogCategory {
  name: string;
  slug: string;
  description: string;
}

interface DemoBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  categorySlug: string;
  /** Days before the seeding: the list shows the newest first. */
  daysAgo: number;
}

export const demoBlogCategories: DemoBlogCategory[] = [
  { name: 'Chapter News', slug: 'chapter-news', description: 'What our chapters are up to: new chapters, milestones and meetings worth knowing about.' },
  { name: 'Member Stories', slug: 'member-stories', description: 'How members grow their businesses through referrals, one-to-ones and each other.' },
];

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: 'How a breakfast referral became a six-figure contract',
    slug: 'breakfast-referral-six-figure-contract',
    excerpt: 'Keisha Johnson passed Andre Washington one name over coffee. Nine months later, both businesses are still talking about it.',
    body: [
      'It started with a sentence at a Tuesday breakfast in Detroit: *"My neighbour runs a manufacturing firm and their website is from 2009."*',
      '',
      '## The referral',
      '',
      'Keisha Johnson of Bell & Associates CPAs passed the name to Andre Washington of Motor City Web Studio through the portal, with a warmth of 4: the contact expected the call.',
      '',
      '## What happened next',
      '',
      '- A first call the same week',
      '- A discovery workshop a month later',
      '- A new site, an online parts catalogue and a support contract',
      '',
      'Andre closed the referral in the portal, and Keisha saw the business she passed credited on her dashboard.',
      '',
      '> "The best leads I get are the ones someone already vouched for." — Andre Washington',
    ].join('\n'),
    categorySlug: 'member-stories',
    daysAgo: 6,
  },
  {
    title: 'Columbus opens its doors: an open house for local owners',
    slug: 'columbus-open-house',
    excerpt: 'Our newest chapter invites business owners in central Ohio to sit in on a meeting, meet members and see how a weekly chapter works.',
    body: [
      'GRO Columbus meets weekly and is welcoming visitors. Come to an open house, hear each member\'s 60-second introduction and stay for coffee afterwards.',
      '',
      '## What to expect',
      '',
      '1. A short welcome and how GRO works',
      '2. Member introductions and the week\'s referrals',
      '3. Time to talk with members in your field',
      '',
      'Register as a guest on the [Columbus chapter page](/chapters/columbus): it takes a minute, and the chapter will send you the details.',
    ].join('\n'),
    categorySlug: 'chapter-news',
    daysAgo: 13,
  },
  {
    title: 'Five habits of members who get the most from their chapter',
    slug: 'five-habits-of-members',
    excerpt: 'Show up, book one-to-ones, be specific about your ideal referral, follow up fast and give before you ask.',
    body: [
      'We asked chapter leaders what sets their most successful members apart. Five habits came up again and again.',
      '',
      '## 1. Show up every week',
      'Trust grows with attendance. Members who rarely miss a meeting receive more referrals.',
      '',
      '## 2. Book one-to-ones',
      'A half-hour coffee teaches you more about a member\'s business than a year of introductions.',
      '',
      '## 3. Be specific',
      '"Anyone who needs insurance" is hard to act on. "Owners of restaurants opening a second location" is not.',
      '',
      '## 4. Follow up fast',
      'Call a referral within a day and update its status in the portal, so the member who passed it knows.',
      '',
      '## 5. Give first',
      'The members who pass the most referrals tend to receive the most.',
    ].join('\n'),
    categorySlug: 'member-stories',
    daysAgo: 21,
  },
];

/** The demo GRO newsletter: written, not sent (an admin sends it from Administrator → Newsletter). */
export const demoNewsletter = {
  subject: 'What is coming this winter',
  body: [
    'Hello from the GRO team,',
    '',
    'Three things for the weeks ahead:',
    '',
    '- **Visitor days** in every chapter: bring a guest who would pass and welcome referrals.',
    '- The **referral figures** now show each chapter\u2019s month at a glance in the portal.',
    '- The spring **golf scramble** is open for teams: [read about it](https://gro.example.org/scramble).',
    '',
    'Thank you for the referrals you pass: they are what GRO is for.',
  ].join('\n'),
};
