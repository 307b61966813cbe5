interface TermsSection {
  heading: string;
  body: string;
}

interface Terms {
  title: string;
  summary: string;
  /** 'YYYY-MM-DD': the date the terms say they were last updated (staff change it with the text). */
  lastUpdated: string;
  sections: TermsSection[];
}

const p = (...paragraphs: string[]): string => paragraphs.join('\n\n');

export const terms: Terms = {
  title: 'Terms and Conditions',
  lastUpdated: '2025-01-15',
  summary:
    'These Terms and Conditions govern your membership in GRO, including your use of the GRO website, the member portal, chapter meetings and events. By creating an account or paying membership dues, you agree to be bound by these terms. Please read them carefully, and contact us through the contact page if you have any questions before joining.',
  sections: [
    {
      heading: 'Membership Benefits',
      body: p(
        'GRO membership is designed to help members build lasting professional relationships and grow their businesses and organisations. Subject to these terms and to an active membership, members are entitled to the following benefits:',
        [
          '- Chapter meetings: regular meetings of your home chapter, where you can present your business, exchange referrals and learn from other members.',
          '- Member directory: access, while signed in, to a searchable directory of GRO members and their companies.',
          '- Events: invitations to chapter events and to special events, some of which are open to members of all chapters.',
          '- Mentorship: opportunities to learn from experienced members and chapter leaders, and to mentor others.',
          '- Collaborations: introductions to members across chapters and industries for joint projects and partnerships.',
          '- Business growth: resources, referrals and visibility that support the growth of your business or organisation.',
        ].join('\n'),
        'GRO does not guarantee any particular number of referrals, clients, revenue or other business results. The value you receive from membership depends largely on your own participation.',
      ),
    },
    {
      heading: 'Membership Pricing',
      body: p(
        'GRO offers the following membership plans:',
        [
          '- Monthly plan: $25 per month, for a total of $300 per year.',
          '- Annual plan: $250 per year.',
          '- Nonprofit plan: $100 per year for qualifying nonprofit organisations.',
        ].join('\n'),
        'Discounts are available for nonprofits and for corporate groups. A corporate group discount applies when two or more employees of the same company join GRO. GRO may require reasonable proof of nonprofit status or employment before applying a discount.',
        'A portion of each member\'s dues is shared with the member\'s home chapter to support local meetings and activities. The remainder supports GRO\'s operations, the member portal and organisation-wide events.',
        'Membership dues are billed in advance through a card payment provider\'s secure hosted checkout. GRO does not store full card numbers. Your subscription renews automatically at the end of each billing period at the then-current rate until you cancel it. GRO will notify members by email before any change in pricing takes effect for their next renewal.',
      ),
    },
    {
      heading: 'Attendance and Exclusivity',
      body: p(
        'GRO has no attendance requirement. Members are encouraged to attend their chapter meetings as often as they can, but missing a meeting does not affect membership status.',
        'Membership is non-exclusive. Members of the same profession or industry may join the same chapter, and GRO members are free to belong to other networking groups, associations and organisations.',
        'Chapters meet weekly or biweekly, and meetings may be held virtually, in person or in a hybrid format. Meeting days, times and locations are set by each chapter and may change from time to time; current details are published on each chapter\'s page.',
      ),
    },
    {
      heading: 'Code of Conduct',
      body: p(
        'GRO is built on trust and mutual respect. Every member agrees to the following standards at meetings, at events, in the member portal and in any communication with other members:',
        [
          '- Treat every member, guest and host with courtesy and respect, regardless of background, identity, belief or profession.',
          '- Do not engage in harassment, discrimination, intimidation or abusive language of any kind.',
          '- Represent yourself, your company and your services honestly, and honour the commitments you make to other members.',
          '- Use the member directory and contact details of other members only for legitimate professional networking, and never for unsolicited bulk marketing, spam or resale.',
          '- Respect the confidentiality of information shared in meetings and in the member portal.',
          '- Follow the rules of any venue that hosts a GRO meeting or event.',
        ].join('\n'),
        'Chapter leaders and GRO staff may ask any person whose conduct is disruptive or inappropriate to leave a meeting or event.',
      ),
    },
    {
      heading: 'Violation Penalties',
      body: p(
        'If a member breaches these terms or the Code of Conduct, GRO may take any action it considers reasonable in the circumstances, including:',
        [
          '- a verbal or written warning;',
          '- temporary suspension of access to meetings, events and the member portal;',
          '- removal from a chapter or transfer to another chapter;',
          '- permanent termination of membership.',
        ].join('\n'),
        'GRO will normally give the member notice of the concern and an opportunity to respond before suspending or terminating a membership. GRO may act immediately, without prior notice, where the conduct involves harassment, threats, fraud, unlawful activity or a risk to the safety of others.',
        'Dues paid for a period during which a membership is suspended or terminated for a breach of these terms are not refundable, except as required by law.',
      ),
    },
    {
      heading: 'Dispute Resolution',
      body: p(
        'If a dispute arises between a member and GRO in connection with membership or these terms, the parties agree first to attempt to resolve it through good-faith negotiation. Either party may begin this process by giving the other written notice describing the dispute.',
        'If the dispute is not resolved within thirty (30) days of that notice, the parties agree to attempt to resolve it through non-binding mediation with a mutually agreed mediator before starting any court proceedings. The costs of the mediator will be shared equally unless the parties agree otherwise.',
        'If mediation does not resolve the dispute, it shall be brought exclusively in the state and federal courts located in Oakland County, Michigan, and each party consents to the personal jurisdiction of those courts. These terms are governed by the laws of the State of Michigan, without regard to its conflict of laws principles.',
        'To the fullest extent permitted by law, each party waives the right to a jury trial in any proceeding arising out of or relating to these terms or GRO membership.',
      ),
    },
    {
      heading: 'Indemnification',
      body: p(
        'You agree to indemnify, defend and hold harmless GRO, its chapters, officers, directors, chapter leaders, volunteers and staff from and against any claims, liabilities, damages, losses and expenses, including reasonable attorneys\' fees, arising out of or relating to your breach of these terms, your conduct at GRO meetings or events, your use of the member portal, or any business dealings between you and other members.',
        'Business relationships formed through GRO are solely between the members involved. GRO does not endorse, guarantee or take responsibility for the products, services or conduct of any member, and is not a party to any agreement between members.',
      ),
    },
    {
      heading: 'Non-Disclosure and Intellectual Property',
      body: p(
        'Members may share confidential business information during meetings, in the member portal or in private conversations. You agree not to disclose information another member has identified as confidential, or that a reasonable person would understand to be confidential, without that member\'s permission, and not to use it for any purpose other than the one for which it was shared.',
        'The GRO name, logo, website, member portal, materials and content are the property of GRO or its licensors and are protected by intellectual property laws. You may not copy, reproduce, distribute or create derivative works from them, or use the GRO name or logo to suggest an endorsement, without GRO\'s prior written consent.',
        'You keep ownership of the content you provide, such as your profile, company details and logo. You grant GRO a non-exclusive, royalty-free licence to display that content in the member portal, in the member directory and in materials promoting your chapter, for as long as you remain a member.',
      ),
    },
    {
      heading: 'Legal Compliance',
      body: p(
        'Members must comply with all applicable laws and regulations in connection with their membership and their business activities, including laws on privacy, data protection, anti-spam, advertising, professional licensing and anti-discrimination.',
        'Members who are licensed professionals remain solely responsible for meeting their own professional and ethical obligations, including rules on referral fees and client confidentiality. Nothing in GRO membership requires a member to act in a way that would breach those obligations.',
        'GRO may cooperate with law enforcement or regulators where required by law, and may suspend any membership connected with suspected unlawful activity.',
      ),
    },
    {
      heading: 'Acknowledgment of Updates',
      body: p(
        'GRO may update these terms from time to time to reflect changes in our membership, services or legal obligations. When we make material changes, we will notify members by email and publish the updated terms on this page with a revised effective date.',
        'Your continued membership after the updated terms take effect constitutes your acceptance of them. If you do not agree to the updated terms, you may cancel your membership before they take effect.',
      ),
    },
    {
      heading: 'Financial Responsibility',
      body: p(
        'Members are responsible for paying all membership dues when they are due and for keeping their payment details current. By subscribing, you authorise GRO and its payment provider to charge your card for each renewal until you cancel.',
        'If a payment fails, GRO or its payment provider may retry the charge and will notify you by email. If payment is not received within a reasonable time, your access to the member portal and member benefits may be suspended until the outstanding balance is paid.',
        'You may cancel your subscription at any time. Cancellation stops future renewals and takes effect at the end of the period you have already paid for, and you keep access to member benefits until then.',
        'No partial refunds are given for unused time, missed meetings or cancellation part-way through a billing period, except as required by law. If you believe you have been charged in error, please contact us promptly so we can review the charge.',
      ),
    },
  ],
};
