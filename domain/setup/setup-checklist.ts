import { ABOUT_DEFAULTS, CLAIMS_DEFAULTS, GUIDE_DEFAULTS, SITE_DEFAULTS } from '../content/site-content-defaults';

/**
 * A new site starts with demo content (a 555 phone number, an invented guide, sample reviews and
 * catches) and with the test payment gateway and no SMS or email provider. The setup checklist tells
 * the guide what is still to do before the first customers come, each item linking to where it is
 * done, until every one is.
 */
export type SetupItemId =
  'contact' | 'guide' | 'logo' | 'packages' | 'schedule' | 'reviewLinks' | 'claims' | 'payments' | 'messaging' | 'samples';

/** Items whose starting values may be right as they are: the guide can say so (`confirmed`). */
export const CONFIRMABLE_ITEMS = ['packages', 'schedule', 'claims'] as const satisfies readonly SetupItemId[];
export type ConfirmableItem = (typeof CONFIRMABLE_ITEMS)[number];

export function isConfirmableItem(value: string): value is ConfirmableItem {
  return (CONFIRMABLE_ITEMS as readonly string[]).includes(value);
}

/** What the checklist is decided on, as the site is now. */
export interface SetupFacts {
  /** The site's editable content, `section.key` to value. */
  readonly content: ReadonlyMap<string, string>;
  /** Every package is still as the new site made it (names, prices, descriptions). */
  readonly packagesAsStarted: boolean;
  /** The weekly schedule is still the one the new site started with. */
  readonly scheduleAsStarted: boolean;
  /**
   * No package has a season of its own: all run all year, as every new site starts. Left out
   * (facts read before seasons existed): taken as set.
   */
  readonly seasonsAsStarted?: boolean;
  readonly confirmed: ReadonlySet<ConfirmableItem>;
  /** Card payments go to the real gateway (keys set), not to the built-in test gateway. */
  readonly livePayments: boolean;
  readonly smsProvider: boolean;
  readonly emailProvider: boolean;
  /** The sample reviews and catches the site started with that are still shown. */
  readonly sampleReviews: number;
  readonly sampleCatches: number;
}

export interface SetupItem {
  readonly id: SetupItemId;
  readonly title: string;
  readonly done: boolean;
  /** What is left to do, in the guide's words; what was done, once it is. */
  readonly detail: string;
  /** The dashboard address where it is done. */
  readonly link: string;
  /** The guide may mark it done as it is. */
  readonly confirmable: boolean;
}

const value = (facts: SetupFacts, entry: string) => facts.content.get(entry)?.trim() ?? '';
const isSet = (facts: SetupFacts, entry: string) => value(facts, entry) !== '';
const changed = (facts: SetupFacts, entry: string, start: string) => isSet(facts, entry) && value(facts, entry) !== start;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function item(id: SetupItemId, title: string, link: string, done: boolean, todo: string, doneText: string, confirmable = false): SetupItem {
  return { id, title, link, done, detail: done ? doneText : todo, confirmable: confirmable && !done };
}

/** The checklist, in the order a guide would work through it. */
export function setupChecklist(facts: SetupFacts): SetupItem[] {
  const contactLeft = [
    !changed(facts, 'contact.phone', SITE_DEFAULTS.phone) && 'business phone',
    !changed(facts, 'contact.email', SITE_DEFAULTS.email) && 'business email',
  ].filter(Boolean);
  const guideLeft = [
    !changed(facts, 'guide.name', GUIDE_DEFAULTS.name) && 'your name',
    !changed(facts, 'guide.description', GUIDE_DEFAULTS.description) && 'your introduction',
    !isSet(facts, 'guide.picture') && 'your photo',
  ].filter(Boolean);
  const aboutLeft = !changed(facts, 'about.description', ABOUT_DEFAULTS.description);
  const packagesDone = !facts.packagesAsStarted || facts.confirmed.has('packages');
  // The week and the seasons both say when trips run: each is set, or the guide confirms them as they are.
  const seasonsLeft = facts.seasonsAsStarted ?? false;
  const scheduleDone = (!facts.scheduleAsStarted && !seasonsLeft) || facts.confirmed.has('schedule');
  const claimsDone =
    facts.confirmed.has('claims') ||
    (Object.keys(CLAIMS_DEFAULTS) as (keyof typeof CLAIMS_DEFAULTS)[]).some((key) => changed(facts, `claims.${key}`, CLAIMS_DEFAULTS[key]));
  const samplesLeft = [
    facts.sampleReviews > 0 && plural(facts.sampleReviews, 'sample review', 'sample reviews'),
    facts.sampleCatches > 0 && plural(facts.sampleCatches, 'sample catch', 'sample catches'),
  ].filter(Boolean);
  const providersLeft = [!facts.smsProvider && 'text messages (Twilio)', !facts.emailProvider && 'email (SMTP)'].filter(Boolean);

  return [
    item(
      'contact',
      'Business phone and email',
      '/content/page-content',
      contactLeft.length === 0,
      `Replace the sample ${contactLeft.join(' and ')} with yours: customers call and write to them.`,
      'Customers see your phone number and email address.',
    ),
    item(
      'guide',
      'Guide profile and photo',
      '/content/guide-profile',
      guideLeft.length === 0 && !aboutLeft,
      `Tell visitors who takes them out: ${[...guideLeft, ...(aboutLeft ? ['the About text (Page Content)'] : [])].join(', ')}.`,
      'Your profile, photo and About text are on the landing page.',
    ),
    item(
      'logo',
      'Logo',
      '/content/logo',
      isSet(facts, 'branding.logo'),
      'Upload your logo; until then the site shows its built-in artwork.',
      'Your logo is in the header.',
    ),
    item(
      'packages',
      'Packages and prices',
      '/content/packages',
      packagesDone,
      'Check the trips you offer, their prices and descriptions: the site started with sample packages.',
      'Your packages and prices are set.',
      true,
    ),
    item(
      'schedule',
      'Trip days and times',
      '/content/schedule',
      scheduleDone,
      facts.scheduleAsStarted
        ? "Set the days and times you run trips in the weekly schedule, close the days you are away, and set each package's season in Packages (or confirm they run all year)."
        : "Set each package's season in Packages (the months it runs, such as December to March for ice fishing), or confirm they all run all year.",
      'Your weekly schedule and seasons are set.',
      true,
    ),
    item(
      'reviewLinks',
      'Review links',
      '/settings',
      isSet(facts, 'reviews.leave_url'),
      'Add the link where customers leave a review (your Google review link): no review requests go out without it.',
      'Customers are asked for a review after their trip.',
    ),
    item(
      'claims',
      'Landing page numbers',
      '/content/page-content',
      claimsDone,
      'The years, Google rating, clients and fish under the hero are samples: put in your own.',
      'The numbers under the hero are yours.',
      true,
    ),
    item(
      'payments',
      'Card payments',
      '/test-system',
      facts.livePayments,
      'Bookings are paid with test cards only: set your Stripe keys on the server to take real payments.',
      'Card payments go to your Stripe account.',
    ),
    item(
      'messaging',
      'Text messages and email',
      '/sms/automation',
      providersLeft.length === 0,
      `Messages are only recorded, not sent: set up ${providersLeft.join(' and ')} on the server.`,
      'Confirmations and reminders are sent by text message and email.',
    ),
    item(
      'samples',
      'Your own reviews and catches',
      '/content/reviews',
      samplesLeft.length === 0,
      `Replace the ${samplesLeft.join(' and ')} (Reviews and Gallery) the site started with by real ones, or delete them.`,
      'Every review and catch on the site is yours.',
    ),
  ];
}
