interface Testimonial {
  quote: string;
  name: string;
  title: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'Within six months of joining GRO, three of our largest new clients came from referrals at our chapter meetings. The relationships here are genuine, and that trust shows up in the work we get.',
    name: 'Marcus Bell',
    title: 'Owner, Bell & Associates CPAs, Detroit',
  },
  {
    quote:
      'As a small nonprofit we could never afford to be everywhere, but GRO gave us a room full of business leaders who care about the community. Two members now sit on our advisory board.',
    name: 'Lucia Hernandez',
    title: 'Executive Director, Eastside Youth Arts, Detroit',
  },
  {
    quote:
      'Freelancing can be lonely. My chapter became my sounding board, my referral network and, honestly, some of my best friends in business.',
    name: 'Priya Raman',
    title: 'Freelance Brand Designer, Ann Arbor',
  },
  {
    quote:
      'I have been part of plenty of networking groups, and GRO is the first one where nobody is keeping score. Because membership is non-exclusive, I collaborate with other brokers instead of competing with them.',
    name: 'Daniel VanderMolen',
    title: 'Commercial Insurance Broker, Lakeshore Risk Partners, Grand Rapids',
  },
  {
    quote:
      'Leading a chapter has taught me as much as any leadership course. Watching members grow their businesses week after week is the most rewarding part of my month.',
    name: 'Angela Whitfield',
    title: 'Chapter President, GRO Columbus',
  },
];
