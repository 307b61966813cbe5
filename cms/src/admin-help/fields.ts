/** Labels and help texts staff see in the Strapi admin's edit forms, per content type and field. */
import { TIME_STEP_MINUTES } from '@gro/config';

type Help = { label?: string; description?: string };
/** listSort: the column the admin's list view sorts by (the one that orders the public page). */
type TypeHelp = { mainField?: string; listSort?: string; fields: Record<string, Help> };

const address: Record<string, Help> = {
  address: { label: 'Street address', description: 'Street and number only, e.g. "440 Burroughs St".' },
  city: { label: 'City' },
  state: { label: 'State', description: 'Two-letter code, e.g. MI.' },
  postalCode: { label: 'ZIP code' },
  country: { label: 'Country' },
  latitude: { label: 'Latitude', description: 'Decimal degrees (−90 to 90). Places the pin on maps.' },
  longitude: { label: 'Longitude', description: 'Decimal degrees (−180 to 180). Places the pin on maps.' },
};
const time = (what: string): Help => ({ description: `${what}, 24-hour HH:MM in ${TIME_STEP_MINUTES}-minute steps (e.g. 07:30).` });

export const ADMIN_HELP: Record<string, TypeHelp> = {
  'api::chapter.chapter': {
    mainField: 'name',
    fields: {
      name: { label: 'Chapter name', description: 'As shown on the site, e.g. "GRO Detroit".' },
      slug: { label: 'Web address', description: 'The chapter page lives at /chapters/<this>. Changing it breaks shared links.' },
      description: { label: 'About', description: 'The "About" text on the chapter page.' },
      location: { label: 'Venue', description: 'Name of the meeting place, e.g. "TechTown Detroit".' },
      ...address,
      email: { label: 'Chapter email', description: 'Where visitors write to the chapter leaders.' },
      timeStart: { label: 'Meeting starts', ...time('Start time') },
      timeEnd: { label: 'Meeting ends', ...time('End time; after the start') },
      dayOfWeek: { label: 'Meeting day' },
      isActive: { label: 'Active', description: 'Inactive chapters are hidden from the public chapter list and sign-up.' },
      users: { label: 'Members' },
      events: { label: 'Events' },
    },
  },
  'api::event.event': {
    mainField: 'title',
    fields: {
      title: { label: 'Title' },
      type: { label: 'Type', description: 'Once: a single date ("Special Event"). Recurring: every week on the meeting day.' },
      date: { label: 'Date', description: 'Required for one-time events; leave empty for recurring ones.' },
      dayOfWeek: { label: 'Day of week', description: 'Required for recurring events; leave empty for one-time ones.' },
      chapter: { label: 'Chapter', description: 'Leave empty to show the event on every chapter page. Required for recurring events.' },
      description: { label: 'Description' },
      location: { label: 'Venue', description: 'e.g. "TechTown Detroit" or "Online".' },
      ...address,
      timeStart: { label: 'Starts', ...time('Start time') },
      timeEnd: { label: 'Ends', ...time('End time; after the start') },
    },
  },
  'api::company.company': {
    mainField: 'name',
    fields: {
      name: { label: 'Company name' },
      description: { label: 'Description' },
      ...address,
      phoneNumber: { label: 'Phone', description: 'US format, e.g. (313) 555-0142.' },
      phoneExt: { label: 'Extension' },
      url: { label: 'Website', description: 'Full address starting with https://.' },
      logo: { label: 'Logo URL', description: 'Full address of the logo image.' },
      contactName: { label: 'Contact person' },
      industry: { label: 'Industry' },
      isNonprofit: { label: 'Nonprofit', description: 'Set by administrators: members of a nonprofit may choose the nonprofit plan.' },
      socialLinks: { label: 'Social media' },
      users: { label: 'Members' },
      joinRequests: { label: 'Join requests' },
    },
  },
  'api::join-request.join-request': {
    mainField: 'status',
    fields: {
      user: { label: 'Member' },
      company: { label: 'Company' },
      note: { label: "Member's note" },
      status: { label: 'Status' },
      reason: { label: 'Rejection reason', description: 'Optional; shown to the member when rejected.' },
      reviewedAt: { label: 'Reviewed at' },
      withdrawnAt: { label: 'Withdrawn at', description: 'When the member withdrew it; the same company cannot be asked again for a while after.' },
      reviewedBy: { label: 'Reviewed by' },
    },
  },
  'api::admin-activity.admin-activity': {
    mainField: 'summary',
    fields: {
      actor: { label: 'Administrator' },
      action: { label: 'Action' },
      subject: { label: 'Kind of record' },
      subjectId: { label: 'Record id' },
      summary: { label: 'Summary', description: 'A permanent record of a portal write: entries cannot be changed or deleted.' },
      before: { label: 'Before', description: 'The changed fields as they were.' },
      after: { label: 'After', description: 'The changed fields as they became.' },
    },
  },
  'api::profession.profession': {
    mainField: 'name',
    listSort: 'name',
    fields: {
      name: { label: 'Profession', description: 'What a member does, as members pick it in My Account, e.g. "Estate Planning Attorney". Renaming one renames it on every profile.' },
      category: { label: 'Group', description: 'The heading it is listed under in the My Account form, e.g. "Legal Services".' },
    },
  },
  'api::faq.faq': {
    mainField: 'question',
    listSort: 'order',
    fields: {
      question: { label: 'Question' },
      answer: { label: 'Answer', description: 'Plain text. Visitors can search questions and answers.' },
      order: { label: 'Position', description: 'Lower numbers come first on the FAQ page.' },
    },
  },
  'api::testimonial.testimonial': {
    mainField: 'name',
    listSort: 'order',
    fields: {
      quote: { label: 'Quote', description: 'One to three sentences, without quotation marks.' },
      name: { label: 'Member name' },
      title: { label: 'Role and company', description: 'e.g. "Owner, Bell & Associates CPAs".' },
      order: { label: 'Position', description: 'Lower numbers come first in the home page carousel.' },
    },
  },
  'api::terms.terms': {
    mainField: 'title',
    fields: {
      title: { label: 'Title' },
      summary: { label: 'Introduction', description: 'The paragraph above the sections.' },
      lastUpdated: { label: 'Last updated', description: 'Shown as "Last updated …" on the terms page: change it when you change the terms.' },
      sections: { label: 'Sections', description: 'Each section has a heading and plain-text paragraphs; start a line with "- " for a list.' },
    },
  },
  'api::scramble.scramble': {
    mainField: 'title',
    fields: {
      title: { label: 'Title', description: 'Shown while no event is linked.' },
      description: { label: 'Description', description: 'Shown while no event is linked (or when the event has none).' },
      url: { label: 'Registration link', description: 'The "Register for the Golf Scramble" button opens this address.' },
      event: {
        label: 'Event',
        description: "The scramble's event: the page then shows its title, description, date, time and place, so the page and the events list always agree. Empty: 'Date to be announced'.",
      },
    },
  },
  'api::contact-detail.contact-detail': {
    mainField: 'email',
    fields: {
      email: { label: 'Email', description: 'Shown on the contact page as a mail link.' },
      phone: { label: 'Phone', description: 'As visitors should read it, e.g. "(313) 555-0100"; shown as a call link.' },
      address: { label: 'Postal address', description: 'One line per row, as on an envelope.' },
    },
  },
  'api::setting.setting': {
    mainField: 'label',
    fields: {
      key: { label: 'Key', description: 'Used by the software; do not change it once members use the setting.' },
      label: { label: 'Label', description: 'Row title in the member Settings table.' },
      description: { label: 'Description' },
      email: { label: 'Email on by default' },
      sms: { label: 'SMS on by default' },
      order: { label: 'Position' },
    },
  },
  'api::contact-message.contact-message': {
    mainField: 'email',
    fields: { firstname: { label: 'First name' }, lastname: { label: 'Last name' }, phoneNumber: { label: 'Phone' }, phoneExt: { label: 'Extension' } },
  },
  'api::chapter-application.chapter-application': {
    mainField: 'email',
    fields: { firstname: { label: 'First name' }, lastname: { label: 'Last name' }, phoneNumber: { label: 'Phone' }, phoneExt: { label: 'Extension' } },
  },
  'api::visitor.visitor': {
    mainField: 'email',
    fields: {
      firstname: { label: 'First name' },
      lastname: { label: 'Last name' },
      phoneNumber: { label: 'Phone' },
      phoneExt: { label: 'Extension' },
      occurrenceDate: { label: 'Meeting date', description: 'The date of the meeting they registered for (YYYY-MM-DD, the chapter\u2019s time zone).' },
      heardFrom: { label: 'Heard about us' },
      registrationKey: { label: 'Registration key', description: 'Keeps one registration per email and meeting; do not edit.' },
      invitedAt: { label: 'Invited at' },
      joinedAt: { label: 'Joined at' },
      user: { label: 'Account', description: 'The account they signed up with.' },
    },
  },
  'api::invoice.invoice': {
    mainField: 'stripeInvoiceId',
    fields: {
      total: { label: 'Total (cents)', description: 'Divide by 100 for dollars.' },
      hostedInvoiceUrl: { label: 'Invoice page' },
      paidAt: { label: 'Paid at' },
      stripeSubscriptionId: { label: 'Subscription id', description: 'Set by the payment provider; do not edit.' },
      syncedAt: { label: 'Synced at', description: 'When the payment provider was last read for this invoice; do not edit.' },
    },
  },
  'api::subscription.subscription': {
    mainField: 'stripeSubscriptionId',
    fields: {
      cancelAtPeriodEnd: { label: 'Ends at period end', description: 'The member cancelled in the Customer Portal: the subscription ends at the current period end.' },
      isCancelled: { label: 'Cancelled' },
      syncedAt: { label: 'Synced at', description: 'When the payment provider was last read for this subscription; do not edit.' },
    },
  },
  'api::blog-post.blog-post': { mainField: 'title', fields: { excerpt: { label: 'Excerpt', description: 'One or two sentences shown in lists.' } } },
  'api::blog-category.blog-category': { mainField: 'name', fields: {} },
  'api::announcement.newsletter': {
    mainField: 'subject',
    fields: {
      subject: { label: 'Subject', description: 'The email\'s subject and heading.' },
      body: { label: 'Body', description: 'Markdown: headings, **bold**, lists, links and images (https). Raw HTML is not sent. Send it from the portal: Administrator → Newsletter.' },
    },
  },
  'plugin::users-permissions.user': {
    mainField: 'email',
    fields: {
      firstname: { label: 'First name' },
      lastname: { label: 'Last name' },
      phoneNumber: { label: 'Phone' },
      phoneExt: { label: 'Extension' },
      status: { label: 'Status', description: 'Only Active members can sign in.' },
      directoryHidden: { label: 'Hidden from the directory', description: 'Set by the member in My Account: other members do not see them in lists of people.' },
      contactVisibility: { label: 'Who sees their email and phone', description: 'Set by the member in My Account: organisation (every member), chapter (members of their chapter) or nobody. Admins and their chapter\'s leaders always see them.' },
      stripeCustomerId: { label: 'Payment customer id', description: 'Set by the payment provider; do not edit.' },
      stripeCheckoutSessionId: { label: 'Open checkout session', description: 'The checkout the member last started; do not edit.' },
      profession: { label: 'Profession', description: 'Chosen by the member in My Account from the Profession list.' },
      bio: { label: 'About me', description: 'Shown on the member\'s profile; up to 600 characters.' },
      idealReferral: { label: 'Ideal referral', description: 'The referral the member hopes for, shown on their profile.' },
      website: { label: 'Website' },
      linkedin: { label: 'LinkedIn profile' },
    },
  },
};
