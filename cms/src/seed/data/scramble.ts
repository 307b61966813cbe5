export const scramble = {
  title: 'GRO Charity Golf Scramble',
  description:
    'Our annual four-person scramble brings members, guests and sponsors together for a day on the course in support of local small-business scholarships. Every skill level is welcome: teams are flighted, lunch and dinner are included, and there are prizes for closest to the pin and longest drive. Register a foursome, join as a single, or become a hole sponsor.',
  url: 'https://www.example.org/gro-golf-scramble',
  eventDate: null,
};
