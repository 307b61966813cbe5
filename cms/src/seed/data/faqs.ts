interface Faq {
  question: string;
  answer: string;
}

export const faqs: Faq[] = [
  {
    question: 'What is GRO?',
    answer:
      'GRO is a professional networking organisation made up of local chapters. Members meet regularly to share referrals, exchange ideas and support one another as their businesses and careers grow.',
  },
  {
    question: 'Who is GRO for?',
    answer:
      'GRO is for business owners, entrepreneurs, freelancers, professionals, chapter leaders and nonprofits. If you value genuine relationships and want to grow alongside other people who do too, you will feel at home here.',
  },
  {
    question: 'How do chapters work?',
    answer:
      'Each chapter is a local group of members who meet on a regular schedule, usually weekly or biweekly. Meetings are a chance to introduce yourself, share what you are working on, pass referrals and learn from one another.',
  },
  {
    question: 'Are chapter meetings held in person or online?',
    answer:
      'It depends on the chapter. Chapters meet virtually, in person or in a hybrid format, and each chapter page lists its meeting day, time and location.',
  },
  {
    question: 'How much does membership cost?',
    answer:
      'The monthly plan is $25 per month, which comes to $300 over a year. The annual plan is $250 per year, and nonprofit organisations can join for $100 per year.',
  },
  {
    question: 'Is the annual plan cheaper than paying monthly?',
    answer:
      'Yes. The annual plan costs $250 per year, compared with $300 per year on the monthly plan, so paying annually saves you $50.',
  },
  {
    question: 'Do you offer discounts for nonprofits?',
    answer:
      'Yes. Nonprofit organisations can join at a reduced rate of $100 per year. Please contact us before signing up so we can confirm your nonprofit status and set up the right plan.',
  },
  {
    question: 'Is there a discount for corporate groups?',
    answer:
      'Yes. When two or more employees of the same company join GRO, the company qualifies for a corporate group discount. Get in touch through our contact page and we will help you arrange it.',
  },
  {
    question: 'Where do my membership dues go?',
    answer:
      'Dues support GRO as a whole, including the member portal, events and chapter growth. A portion of every member\'s dues is shared with their home chapter to help fund local meetings and activities.',
  },
  {
    question: 'Is there a minimum attendance requirement?',
    answer:
      'No. GRO has no attendance requirement. We know schedules are busy, so you can take part as often as suits you, and you will get the most out of membership by showing up when you can.',
  },
  {
    question: 'Can more than one person from the same profession join a chapter?',
    answer:
      'Yes. GRO membership is non-exclusive, so members of the same profession may join the same chapter. We believe collaboration creates more opportunity than competition.',
  },
  {
    question: 'Can I belong to other networking groups while I am a GRO member?',
    answer:
      'Absolutely. GRO members are welcome to belong to other organisations, associations and networking groups. We simply ask that you respect our Code of Conduct while taking part in GRO.',
  },
  {
    question: 'How do I join GRO?',
    answer:
      'Sign up online with your name, contact details and the chapter you would like to join. Once your account is created you can sign in to the member portal, link yourself to a company and choose a membership plan.',
  },
  {
    question: 'Why do I need to belong to a company?',
    answer:
      'Every GRO member is associated with a company so other members know who you represent and can find you in the directory. In the member portal you can either create your company or ask to join one that is already listed; freelancers and sole proprietors simply create their own.',
  },
  {
    question: 'How do I join a company that is already listed?',
    answer:
      'In the member portal, choose Request to Join, select the company and add a short note. The request is reviewed, and once it is approved your profile is linked to that company.',
  },
  {
    question: 'What can I do in the member portal?',
    answer:
      'The portal gives you a dashboard with your company, chapter, subscription status and upcoming chapter events. You can also browse chapters, companies and events, search the member directory, update your profile and set your notification preferences.',
  },
  {
    question: 'Who can see the member directory?',
    answer:
      'Only signed-in members can see the member directory. It is not visible to the public, which helps keep your contact details within the GRO community.',
  },
  {
    question: 'Can I visit a chapter before I join?',
    answer:
      'Yes, and we encourage it. Check the chapter page for its meeting day, time and location, or use the chapter email address listed there to let the chapter leaders know you are coming.',
  },
  {
    question: 'How do I change my chapter?',
    answer:
      'If you move or find another chapter is a better fit, contact us through the contact page and let us know which chapter you would like to join. We will update your home chapter so your share of dues goes to the right place.',
  },
  {
    question: 'What kinds of events does GRO hold?',
    answer:
      'Besides regular chapter meetings, GRO hosts special events such as workshops, webinars, socials and our annual golf scramble. Some events are organised by a single chapter, while others are open to members of all chapters.',
  },
  {
    question: 'Where can I find upcoming events?',
    answer:
      'The Events page lists upcoming events and can be filtered by chapter. Signed-in members also see their chapter events on the portal dashboard.',
  },
  {
    question: 'How do I start a new chapter?',
    answer:
      'If there is no chapter near you, we would love to help you start one. Fill in the form at /chapters/start and a member of our team will contact you to talk through the next steps.',
  },
  {
    question: 'How do I pay for my membership?',
    answer:
      'Payments are made by card through our payment provider\'s secure hosted checkout, which you reach from the member portal. Your subscription renews automatically until you cancel it.',
  },
  {
    question: 'How do I cancel my membership?',
    answer:
      'Your subscription is managed online, and you can cancel it at any time. Cancelling stops future renewals, and you keep your membership benefits until the end of the period you have already paid for.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Dues already paid are not refunded for partial periods, except where required by law. If you believe you were charged in error, please contact us and we will look into it promptly.',
  },
  {
    question: 'I forgot my password. How do I reset it?',
    answer:
      'Select "Forgot password?" on the sign-in page and enter your email address. If an account exists for that email, we will send you a link to set a new password; remember to check your spam folder.',
  },
  {
    question: 'Where can I read the membership terms?',
    answer:
      'The full Terms and Conditions are available at /legal/terms. They cover membership benefits, pricing, the Code of Conduct and other important details, and you agree to them when you sign up.',
  },
  {
    question: 'How can I contact GRO?',
    answer:
      'The easiest way to reach us is the form on our contact page. Leave your name, email address and message, and a member of our team will get back to you as soon as possible.',
  },
];
