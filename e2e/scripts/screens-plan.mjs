/**
 * What the screenshot tool captures, per account: every route of web/src/app/routes.tsx that the
 * account can open, and the states a person meets there (menus, drawers, dialogs, toasts, empty
 * results, form errors). `path` is opened and settled first; `act` then brings the state about.
 * `widths` limits a shot to some widths (the phone menus exist only there). A `path` function that
 * returns nothing skips the shot (e.g. no published blog post). `window: true` takes the window
 * only, where `act` scrolled to, instead of the full page.
 */
import {
  ACCOUNT_SCREEN_TEXTS,
  ADMIN_FORM_TEXTS,
  AUTH_SCREEN_TEXTS,
  CHAPTER_DRAWER_TEXTS,
  COMPANY_DRAWER_TEXTS,
  DASHBOARD_TEXTS,
  DIRECTORY_TEXTS,
  COMPANY_GATE_TEXTS,
  EVENT_DRAWER_TEXTS,
  MEMBER_CONTACT_TEXTS,
  MEMBER_IMPORT_TEXTS,
  OVERVIEW_TEXTS,
  REFERRAL_TEXTS,
  SEARCH_TEXTS,
  ONE_TO_ONE_TEXTS,
  CHAPTER_LEADER_TEXTS,
  SUBSCRIPTION_ADMIN_TEXTS,
  SUBSCRIPTION_LOG_TEXTS,
  USER_DRAWER_TEXTS,
  USER_MENU_TEXTS,
  INBOX_TEXTS,
  VISITOR_TEXTS,
} from '@gro/config/screens';
import { waitForQuiet } from '../../scripts/lib/network-quiet.mjs';

/** The demo data's passwords as the e2e run seeds them (SEED_ADMIN_PASSWORD, SEED_MEMBER_PASSWORD). */
export const PASSWORDS = {
  admin: process.env.SEED_ADMIN_PASSWORD ?? 'Admin-pass-for-e2e-1',
  member: process.env.SEED_MEMBER_PASSWORD ?? 'Member-pass-for-e2e-1',
  newMember: 'Harbor-lantern-42',
};
/** The Strapi admin's first staff account the tool creates when it starts the product (it writes a blog post there). */
export const STAFF = { email: 'staff@gro.example.org', password: 'Staff-pass-for-e2e-1' };
export const DEMO = { admin: 'admin@gro.example.org', member: 'marcus.bell@example.com', company: 'Bell & Associates CPAs' };
const NO_MATCH = 'zzqxv';
const PHONE = [390];

const button = (name) => (page) => page.getByRole('button', { name, exact: true }).first().click();
const dialog = (page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).last().waitFor();
/** Presses a form's submit button and waits for its errors. */
/** The chapter page's guest form loads when the visitor scrolls near it (its last section). */
const scrollToGuestForm = async (page) => {
  await page.locator('#visit-as-guest').scrollIntoViewIfNeeded();
  await page.locator('#visit-as-guest form').waitFor();
};
const submitEmpty = (name) => async (page) => {
  await page.getByRole('button', { name, exact: true }).last().click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
};
const openDrawer = (name) => async (page) => {
  await button(name)(page);
  await dialog(page);
};
/** Opens the first RSVP control on the page and its 'Who is going' list. */
const openRsvp = async (page) => {
  await page.getByRole('button', { name: /^RSVP — / }).first().click();
  await page.getByRole('group', { name: /^RSVP: / }).first().waitFor();
  await page.getByText(/^Who is going/).first().click();
  await page.waitForTimeout(400);
};
const search = (label) => async (page) => {
  await page.getByRole('searchbox', { name: label }).or(page.getByRole('textbox', { name: label })).first().fill(NO_MATCH);
  await waitForQuiet(page);
  await page.waitForTimeout(600);
};
const userMenu = async (page, item) => {
  await page.getByTitle(USER_MENU_TEXTS.menuLabel).click();
  if (!item) return;
  await page.getByRole('menuitem', { name: item }).or(page.getByRole('button', { name: item, exact: true })).first().click();
  await dialog(page);
};
const toast = (page) => page.getByRole('status').filter({ hasText: /\w/ }).first().waitFor();

/** A members file with good and bad rows (for the member import), as another system exports it. */
const IMPORT_FILE = [
  'First Name,Last Name,Email,Phone,Company,Chapter,Profession/Specialty',
  'Iris,Imported,screens.iris@example.com,(313) 555-0171,Imported Works,GRO Detroit,Architecture',
  'Jon,Imported,screens.jon@example.com,,Imported Works,GRO Detroit,',
  'Kit,Imported,kit-at-example.com,,,GRO Detroit,',
  'Lou,Imported,screens.lou@example.com,,,Atlantis,',
  'Max,,screens.max@example.com,,,GRO Detroit,',
].join('\n');
/** Uploads IMPORT_FILE on the import screen and waits for the mapping step. */
const uploadImportFile = async (page) => {
  await page.getByLabel(/^CSV file/).setInputFiles({ name: 'bni-export.csv', mimeType: 'text/csv', buffer: Buffer.from(IMPORT_FILE) });
  await page.getByRole('button', { name: MEMBER_IMPORT_TEXTS.upload.submit }).click();
  await page.getByRole('heading', { name: MEMBER_IMPORT_TEXTS.map.heading }).waitFor();
};

/** Waits until the overview has drawn its charts (uPlot loads with the screen). */
const overviewCharts = async (page) => {
  await page.getByRole('heading', { name: OVERVIEW_TEXTS.members.title }).waitFor();
  await page.getByRole('img', { name: /^Bar chart of / }).first().locator('canvas').waitFor();
};

/** The portal screens every member opens, with the states of the shared layout. */
/** Opens the first referral of the list on its own page. */
const openFirstReferral = async (page) => {
  await page.getByRole('main').locator('a[href^="/portal/referral/"]').first().click();
  await page.waitForURL(/\/portal\/referral\/\d+$/);
  await waitForQuiet(page);
};

/** The referral screens: the referrals, one, the pass form, the one-to-ones, the chapter's figures. */
const referralShots = [
  { name: 'referrals-received', path: '/portal/referral' },
  { name: 'referrals-given', path: '/portal/referral?box=given' },
  { name: 'referral-detail', path: '/portal/referral?box=received', act: openFirstReferral },
  { name: 'referral-pass-drawer', path: '/portal/referral', act: openDrawer(REFERRAL_TEXTS.pass) },
  { name: 'one-to-ones', path: '/portal/one-to-one' },
  { name: 'one-to-one-propose-drawer', path: ({ extra }) => `/portal/user/${extra.demoPeerId}`, act: openDrawer(new RegExp(`^${ONE_TO_ONE_TEXTS.propose}`)) },
  { name: 'chapter-referrals', path: ({ extra }) => `/portal/chapter/${extra.chapterId}/referrals` },
];

const portalShots = [
  { name: 'dashboard', path: '/portal' },
  { name: 'dashboard-nav-open', path: '/portal', widths: PHONE, act: openDrawer('Open navigation') },
  { name: 'dashboard-user-menu', path: '/portal', act: (page) => userMenu(page) },
  // The notification centre open under the header's bell.
  {
    name: 'dashboard-inbox-open',
    path: '/portal',
    act: async (page) => {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('region', { name: INBOX_TEXTS.heading }).waitFor();
    },
  },
  { name: 'my-account-drawer', path: '/portal', act: (page) => userMenu(page, USER_MENU_TEXTS.myAccount) },
  { name: 'change-password-drawer', path: '/portal', act: (page) => userMenu(page, USER_MENU_TEXTS.changePassword) },
  {
    name: 'change-password-errors',
    path: '/portal',
    act: async (page) => {
      await userMenu(page, USER_MENU_TEXTS.changePassword);
      await submitEmpty(ACCOUNT_SCREEN_TEXTS.password.submit)(page);
    },
  },
  { name: 'settings-drawer', path: '/portal', act: (page) => userMenu(page, USER_MENU_TEXTS.settings) },
  {
    name: 'settings-toast',
    path: '/portal',
    act: async (page) => {
      await userMenu(page, USER_MENU_TEXTS.settings);
      await page.getByRole('dialog').getByRole('switch').first().click();
      await toast(page);
    },
  },
  {
    name: 'profile-saved-toast',
    path: '/portal',
    act: async (page) => {
      await userMenu(page, USER_MENU_TEXTS.myAccount);
      await page.getByRole('button', { name: ACCOUNT_SCREEN_TEXTS.profile.submit }).click();
      await toast(page);
    },
  },
  {
    name: 'search-open',
    path: '/portal',
    act: async (page) => {
      await page.getByRole('button', { name: SEARCH_TEXTS.open }).click();
      await page.getByRole('combobox', { name: SEARCH_TEXTS.label }).fill('ac');
      await page.getByRole('listbox').waitFor();
    },
  },
  {
    name: 'my-account-about',
    path: '/portal',
    act: async (page) => {
      await userMenu(page, USER_MENU_TEXTS.myAccount);
      await page.getByRole('heading', { name: ACCOUNT_SCREEN_TEXTS.about.heading }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: ACCOUNT_SCREEN_TEXTS.about.submit }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'dashboard-subscription-card',
    path: '/portal',
    widths: PHONE,
    window: true,
    act: (page) => page.getByRole('main').getByText(DASHBOARD_TEXTS.subscription, { exact: true }).first().scrollIntoViewIfNeeded(),
  },
  { name: 'chapters', path: '/portal/chapter' },
  { name: 'chapter-detail', path: ({ extra }) => `/portal/chapter/${extra.chapterId}` },
  { name: 'companies', path: '/portal/company' },
  { name: 'companies-no-match', path: '/portal/company', act: search('Search companies') },
  { name: 'events', path: '/portal/event' },
  { name: 'events-no-match', path: '/portal/event', act: search('Search events') },
  // The RSVP drawer of the events table, and the RSVP control of the dashboard and of a chapter page's event cards.
  { name: 'events-rsvp-drawer', path: '/portal/event', act: openDrawer(/^RSVP — /) },
  { name: 'dashboard-rsvp-open', path: '/portal', act: openRsvp },
  { name: 'chapter-page-rsvp-open', path: '/chapters/detroit', act: openRsvp },
  { name: 'users', path: '/portal/user' },
  { name: 'user-detail', path: ({ extra }) => `/portal/user/${extra.memberId}` },
  // A demo member who filled in their profession, bio, ideal referral and links.
  { name: 'member-profile', path: ({ extra }) => `/portal/user/${extra.demoPeerId}` },
  { name: 'directory', path: '/portal/user/directory' },
  {
    name: 'directory-jump',
    path: '/portal/user/directory',
    window: true,
    act: async (page) => {
      // The last letter with members: the jump goes far down the list.
      await page.getByRole('navigation', { name: DIRECTORY_TEXTS.jumpBar }).locator('button:not([disabled])').last().click();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'directory-profile',
    path: '/portal/user/directory',
    act: async (page) => {
      await page.getByRole('main').locator('a[href^="/portal/user/"]').first().click();
      await page.waitForURL(/\/portal\/user\/\d+$/);
      await waitForQuiet(page);
      await page.waitForFunction(() => !/Loading/.test(document.body.innerText), null, { timeout: 10_000 }).catch(() => {});
    },
  },
  { name: 'directory-no-match', path: '/portal/user/directory', act: search('Search members') },
  // The empty state with a filter and a search: 'Clear search' and 'Clear filters'.
  {
    name: 'directory-filtered-no-match',
    path: '/portal/user/directory?chapter=1',
    act: search('Search members'),
  },
  {
    name: 'directory-filtered',
    path: '/portal/user/directory',
    act: async (page) => {
      await page.getByRole('combobox', { name: DIRECTORY_TEXTS.chapterFilter }).selectOption({ index: 1 });
      await page.waitForURL(/chapter=/);
      await waitForQuiet(page);
    },
  },
  {
    name: 'directory-map',
    path: '/portal/user/directory?view=map',
    act: async (page) => {
      await page.locator('.members-map-pin, .members-map-cluster').first().waitFor();
      await waitForQuiet(page);
    },
  },
  // The public pages signed in: the chapter page of one's own chapter and of another (no sign-up, no
  // guest form), and an event's page (the RSVP control, no 'Sign in to RSVP').
  { name: 'public-chapter-own', path: '/chapters/detroit' },
  { name: 'public-chapter-other', path: '/chapters/chicago' },
  { name: 'public-event', path: '/events/1' },
  { name: 'blog', path: '/portal/blog' },
  { name: 'blog-categories', path: '/portal/blog/category' },
  { name: 'blog-posts', path: '/portal/blog/post' },
  { name: 'blog-media', path: '/portal/blog/media' },
  { name: 'not-found', path: '/portal/no-such-screen' },
];

export const PLAN = {
  visitor: [
    { name: 'home', path: '/' },
    { name: 'check-in', path: '/check-in?event=1&date=2026-12-07&code=AAAAAAAAAAAAAAAAAAAAAA' },
    { name: 'home-menu-open', path: '/', widths: PHONE, act: button('Open menu') },
    { name: 'chapters', path: '/chapters' },
    {
      name: 'chapter-detail',
      path: '/chapters/detroit',
      act: async (page) => {
        // The whole page with its guest form, drawn from the top (the sticky header in its place).
        await scrollToGuestForm(page);
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    },
    // The chapter page's 'Visit as a guest' form with its errors.
    {
      name: 'chapter-visit-errors',
      path: '/chapters/detroit',
      window: true,
      act: async (page) => {
        await scrollToGuestForm(page);
        await submitEmpty(VISITOR_TEXTS.submit)(page);
      },
    },
    { name: 'event-detail', path: '/events/1' },
    // The weekly meeting's 'Visit as a guest' opens the chapter page at its guest form.
    {
      name: 'event-visit-jump',
      path: '/events/1',
      window: true,
      act: async (page) => {
        await page.getByRole('link', { name: VISITOR_TEXTS.formTitle }).click();
        await page.locator('#visit-as-guest form').waitFor();
        await page.waitForTimeout(600);
      },
    },
    { name: 'event-not-found', path: '/events/999999' },
    { name: 'chapter-not-found', path: '/chapters/no-such-chapter' },
    { name: 'start-chapter', path: '/chapters/start' },
    { name: 'start-chapter-errors', path: '/chapters/start', act: submitEmpty('Submit Application') },
    { name: 'contact', path: '/contact' },
    { name: 'contact-errors', path: '/contact', act: submitEmpty('Send Message') },
    { name: 'events', path: '/events' },
    { name: 'faqs', path: '/faqs' },
    { name: 'faqs-open', path: '/faqs', act: (page) => page.locator('main').getByRole('button').filter({ hasText: '?' }).first().click() },
    { name: 'faqs-no-match', path: '/faqs', act: (page) => page.getByPlaceholder('Search FAQs...').fill(NO_MATCH) },
    { name: 'terms', path: '/legal/terms' },
    { name: 'scramble', path: '/scramble' },
    { name: 'signin', path: '/signin' },
    { name: 'signin-errors', path: '/signin', act: submitEmpty(AUTH_SCREEN_TEXTS.signIn.submit) },
    {
      name: 'signin-wrong-password',
      path: '/signin',
      act: async (page) => {
        await page.getByLabel('Email Address').fill('nobody@example.com');
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-password-1');
        await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.signIn.submit, exact: true }).click();
        await page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /\w/ }).first().waitFor();
      },
    },
    { name: 'signup', path: '/signup' },
    { name: 'signup-errors', path: '/signup', act: submitEmpty(AUTH_SCREEN_TEXTS.signUp.submit) },
    { name: 'password-forgot', path: '/password-forgot' },
    {
      name: 'password-forgot-sent',
      path: '/password-forgot',
      act: async (page) => {
        await page.getByLabel('Email Address').fill('nobody@example.com');
        await page.getByRole('button', { name: AUTH_SCREEN_TEXTS.forgotPassword.submit }).click();
        await page.getByRole('link', { name: 'Back to sign in' }).waitFor();
      },
    },
    { name: 'password-reset', path: '/password-reset?token=not-a-real-token' },
    { name: 'password-reset-errors', path: '/password-reset?token=not-a-real-token', act: submitEmpty(AUTH_SCREEN_TEXTS.resetPassword.submit) },
    { name: 'confirm-email-bad-link', path: '/account/confirm-email?token=not-a-real-token' },
    { name: 'verify-email-bad-link', path: '/account/verify-email?token=not-a-real-token' },
    { name: 'sign-in-link-bad-link', path: '/signin/link?token=not-a-real-token' },
    // An imported member's invitation page.
    { name: 'accept-invitation', path: '/account/invitation?token=not-a-real-token' },
    // An unsubscribe link that does not verify (a valid one needs the server's secret; the e2e specs open real ones).
    { name: 'unsubscribe-bad-link', path: '/unsubscribe?token=u1.1.event-reminders.e.not-a-signature' },
    { name: 'subscription-success-failed', path: '/subscription/success' },
    { name: 'blog', path: '/blog' },
    { name: 'blog-post', path: ({ extra }) => extra.blogSlug && `/blog/${extra.blogSlug}` },
    { name: 'not-found', path: '/this-does-not-exist' },
  ],
  gate: [
    { name: 'company-gate', path: '/portal' },
    { name: 'company-gate-create-drawer', path: '/portal', act: openDrawer(COMPANY_GATE_TEXTS.createCompany) },
    {
      name: 'company-gate-create-errors',
      path: '/portal',
      act: async (page) => {
        await openDrawer(COMPANY_GATE_TEXTS.createCompany)(page);
        await submitEmpty(COMPANY_GATE_TEXTS.createSubmit)(page);
      },
    },
    { name: 'company-gate-join-drawer', path: '/portal', act: openDrawer(COMPANY_GATE_TEXTS.requestToJoin) },
  ],
  unverified: [{ name: 'company-gate-verify-email', path: '/portal' }],
  pendingCompany: [{ name: 'company-waiting-for-review', path: '/portal' }],
  joiner: [
    { name: 'company-gate-pending', path: '/portal' },
    { name: 'company-gate-withdraw-dialog', path: '/portal', act: openDrawer(new RegExp(`^${COMPANY_GATE_TEXTS.withdrawAria('')}`)) },
  ],
  member: [
    ...portalShots,
    ...referralShots,
    { name: 'my-scorecard', path: '/portal/scorecard' },
    // Who sees my email and phone, further down My Account; a member who keeps theirs private, and the message to them.
    {
      name: 'my-account-contact-visibility',
      path: '/portal',
      window: true,
      act: async (page) => {
        await userMenu(page, USER_MENU_TEXTS.myAccount);
        await page.getByRole('group', { name: ACCOUNT_SCREEN_TEXTS.contactVisibility.heading }).scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'directory-contact-dialog',
      path: '/portal/user/directory',
      act: async (page) => {
        await page.getByRole('searchbox', { name: DIRECTORY_TEXTS.search }).fill('Castellanos');
        // The search has answered (a card of the page before it would be replaced under the click).
        await page.getByText(DIRECTORY_TEXTS.count(1, 1), { exact: true }).waitFor();
        await page.getByRole('button', { name: MEMBER_CONTACT_TEXTS.buttonLabel('Priya Castellanos') }).first().click();
        await dialog(page);
      },
    },
  ],
  // A demo leader of GRO Detroit (seed/demo-leaders.ts) and their "My chapter" screens.
  leader: [
    { name: 'dashboard', path: '/portal' },
    { name: 'my-chapter-home', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}` },
    { name: 'my-chapter-visitors', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/visitors` },
    { name: 'my-chapter-events', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/events` },
    { name: 'my-chapter-event-drawer', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/events`, act: openDrawer(/^Edit /) },
    { name: 'my-chapter-members', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/members` },
    { name: 'my-chapter-join-requests', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/join-requests` },
    { name: 'my-chapter-dues-share', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/dues-share` },
    { name: 'my-chapter-attendance', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/attendance` },
    { name: 'my-chapter-attendance-check-in', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/attendance`, act: button('Start check-in') },
    { name: 'my-chapter-attendance-cancel', path: ({ extra }) => `/portal/my-chapter/${extra.chapterId}/attendance`, act: button('Cancel this meeting') },
    { name: 'chapter-report', path: ({ extra }) => `/portal/chapter/${extra.chapterId}/report` },
    // Every member coloured against the thresholds, the legend; then one member's detail.
    { name: 'chapter-scorecards', path: ({ extra }) => `/portal/chapter/${extra.chapterId}/scorecards` },
    {
      name: 'chapter-scorecard-member',
      path: ({ extra }) => `/portal/chapter/${extra.chapterId}/scorecards`,
      act: async (page) => {
        // A demo member of GRO Detroit: a row on a desktop, a card on a phone.
        await page.getByText('Marcus Bell', { exact: true }).first().click();
        await page.getByRole('heading', { name: 'Month by month' }).waitFor();
      },
    },
    // A code that is not the door's: the refusal and what to do.
    { name: 'check-in-refused', path: '/check-in?event=1&date=2026-12-07&code=AAAAAAAAAAAAAAAAAAAAAA' },
    { name: 'chapter-news', path: ({ extra }) => `/portal/chapter/${extra.chapterId}/news` },
    { name: 'chapters', path: '/portal/chapter' },
    { name: 'chapter-edit-drawer', path: '/portal/chapter', act: openDrawer(/^Edit GRO Detroit/) },
    { name: 'chapter-detail', path: ({ extra }) => `/portal/chapter/${extra.chapterId}` },
  ],
  subscriber: [
    { name: 'dashboard', path: '/portal' },
    { name: 'subscription-success', path: ({ extra }) => `/subscription/success?session_id=${extra.sessionId}` },
  ],
  admin: [
    ...portalShots,
    { name: 'referrals-all', path: '/portal/referral?box=all' },
    { name: 'referral-detail-history', path: '/portal/referral?box=all', act: openFirstReferral },
    { name: 'referral-figures', path: '/portal/administrator/referrals' },
    { name: 'newsletters', path: '/portal/administrator/newsletter' },
    {
      name: 'newsletter-send-preview',
      path: '/portal/administrator/newsletter',
      act: async (page) => {
        await page.getByRole('button', { name: /^Send the newsletter / }).first().click();
        await page.getByRole('radio', { name: /^One chapter/ }).check();
        await page.getByRole('combobox', { name: 'Chapter' }).selectOption({ label: 'GRO Detroit' });
        await page.getByRole('button', { name: 'Preview', exact: true }).click();
        await page.frameLocator('iframe[title="Email preview"]').getByRole('heading').first().waitFor();
        // The test goes to the admin's own address: the email shots at the end show it.
        await page.getByRole('button', { name: 'Send a test to me' }).click();
        await page.getByText(/^A test was sent to /).waitFor();
        await page.waitForTimeout(400);
      },
    },
    { name: 'chapter-referrals', path: ({ extra }) => `/portal/chapter/${extra.chapterId}/referrals` },
    { name: 'chapters-create-drawer', path: '/portal/chapter', act: openDrawer(CHAPTER_DRAWER_TEXTS.create) },
    {
      name: 'chapters-create-errors',
      path: '/portal/chapter',
      act: async (page) => {
        await openDrawer(CHAPTER_DRAWER_TEXTS.create)(page);
        await submitEmpty(ADMIN_FORM_TEXTS.create)(page);
      },
    },
    { name: 'chapters-edit-drawer', path: '/portal/chapter', act: openDrawer(/^Edit /) },
    // The drawer's Leaders tab.
    {
      name: 'chapters-edit-drawer-leaders',
      path: '/portal/chapter',
      window: true,
      act: async (page) => {
        await openDrawer(/^Edit /)(page);
        await page.getByRole('tab', { name: CHAPTER_DRAWER_TEXTS.tabs.leaders, exact: true }).click();
        await page.getByRole('region', { name: CHAPTER_LEADER_TEXTS.chapterHeading }).waitFor();
      },
    },
    {
      name: 'chapters-saved-toast',
      path: '/portal/chapter',
      act: async (page) => {
        await openDrawer(/^Edit /)(page);
        await page.getByRole('button', { name: ADMIN_FORM_TEXTS.save, exact: true }).click();
        await toast(page);
      },
    },
    { name: 'companies-create-drawer', path: '/portal/company', act: openDrawer(COMPANY_DRAWER_TEXTS.create) },
    { name: 'companies-edit-drawer', path: '/portal/company', act: openDrawer(/^Edit /) },
    { name: 'events-create-drawer', path: '/portal/event', act: openDrawer(EVENT_DRAWER_TEXTS.create) },
    { name: 'events-edit-drawer', path: '/portal/event', act: openDrawer(/^Edit /) },
    { name: 'users-create-drawer', path: '/portal/user', act: openDrawer(USER_DRAWER_TEXTS.create) },
    // A profile opened from the users table keeps the admins' 'User Details' and 'Back to Users'.
    {
      name: 'users-profile',
      path: '/portal/user',
      act: async (page) => {
        await page.getByRole('main').locator('a[href^="/portal/user/"]').first().click();
        await page.waitForURL(/\/portal\/user\/\d+$/);
        await waitForQuiet(page);
      },
    },
    {
      name: 'users-create-errors',
      path: '/portal/user',
      act: async (page) => {
        await openDrawer(USER_DRAWER_TEXTS.create)(page);
        await submitEmpty(ADMIN_FORM_TEXTS.create)(page);
      },
    },
    {
      name: 'users-edit-drawer-password',
      path: '/portal/user',
      act: async (page) => {
        await openDrawer(/^Edit /)(page);
        await page.getByRole('button', { name: USER_DRAWER_TEXTS.changePassword, exact: true }).click();
      },
    },
    // The user drawer's Leadership tab.
    {
      name: 'users-edit-drawer-leaders',
      path: '/portal/user',
      window: true,
      act: async (page) => {
        await openDrawer(/^Edit /)(page);
        await page.getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.leadership, exact: true }).click();
        await page.getByRole('region', { name: CHAPTER_LEADER_TEXTS.userHeading }).waitFor();
      },
    },
    // The admin overview, its charts drawn, and with the members' table open.
    { name: 'overview', path: '/portal/administrator', act: overviewCharts },
    {
      name: 'overview-table',
      path: '/portal/administrator',
      act: async (page) => {
        await overviewCharts(page);
        await page.getByRole('region', { name: OVERVIEW_TEXTS.members.title }).getByText(OVERVIEW_TEXTS.showTable).click();
      },
    },
    { name: 'join-requests', path: '/portal/administrator/company/join' },
    { name: 'join-requests-reject-dialog', path: '/portal/administrator/company/join', act: openDrawer(/^Reject .*'s request to join/) },
    { name: 'activity', path: '/portal/administrator/activity' },
    // The member import's steps (a dry run writes nothing).
    { name: 'member-import', path: '/portal/administrator/import' },
    { name: 'member-import-mapping', path: '/portal/administrator/import', act: uploadImportFile },
    {
      name: 'member-import-report',
      path: '/portal/administrator/import',
      act: async (page) => {
        await uploadImportFile(page);
        await page.getByRole('button', { name: MEMBER_IMPORT_TEXTS.map.submit }).click();
        await page.getByRole('heading', { name: MEMBER_IMPORT_TEXTS.report.heading }).waitFor();
      },
    },
    // The reminder times admins set.
    { name: 'reminders', path: '/portal/administrator/reminders' },
    // The scorecards' thresholds and the attendance policy admins set.
    { name: 'scorecard-settings', path: '/portal/administrator/scorecard-settings' },
    // Every chapter side by side.
    { name: 'scorecards', path: '/portal/administrator/scorecards' },
    { name: 'invoices', path: '/portal/finance/invoice' },
    { name: 'subscriptions', path: '/portal/finance/subscription' },
    {
      name: 'subscriptions-cancel-dialog',
      path: '/portal/finance/subscription',
      act: openDrawer(new RegExp(`^${SUBSCRIPTION_ADMIN_TEXTS.cancelLabel('')}`)),
    },
    { name: 'subscription-logs', path: '/portal/finance/subscription/log' },
    { name: 'subscription-logs-payload', path: '/portal/finance/subscription/log', act: openDrawer(new RegExp(`^${SUBSCRIPTION_LOG_TEXTS.viewPayload}`)) },
    { name: 'dues-share', path: '/portal/finance/dues-share' },
  ],
};
