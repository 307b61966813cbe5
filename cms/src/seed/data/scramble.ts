/** The golf scramble page staff start from; the demo data's scramble event shares its title and description. */
export const scramble = {
  title: 'GRO Golf Scramble',
  description:
    'Our annual four-person golf scramble brings members of all chapters, their guests and sponsors together for a day on the course, with proceeds supporting local nonprofits. Every skill level is welcome: teams are flighted, lunch and an awards dinner are included, and there are prizes for closest to the pin and longest drive. Register a foursome, join as a single, or become a hole sponsor.',
  url: 'https://www.example.org/gro-golf-scramble',
};
