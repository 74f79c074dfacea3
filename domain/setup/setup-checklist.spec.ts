import { describe, expect, test } from '@jest/globals';
import { ABOUT_DEFAULTS, GUIDE_DEFAULTS, SITE_DEFAULTS } from '../content/site-content-defaults';
import { SetupFacts, setupChecklist } from './setup-checklist';

const started: SetupFacts = {
  content: new Map([
    ['contact.phone', SITE_DEFAULTS.phone],
    ['contact.email', SITE_DEFAULTS.email],
    ['guide.name', GUIDE_DEFAULTS.name],
    ['guide.description', GUIDE_DEFAULTS.description],
    ['about.description', ABOUT_DEFAULTS.description],
  ]),
  packagesAsStarted: true,
  scheduleAsStarted: true,
  confirmed: new Set(),
  livePayments: false,
  smsProvider: false,
  emailProvider: false,
  sampleReviews: 3,
  sampleCatches: 1,
};

const ready: SetupFacts = {
  content: new Map([
    ['contact.phone', '(780) 963-2211'],
    ['contact.email', 'dale@wabamun-trips.ca'],
    ['guide.name', 'Dale'],
    ['guide.description', 'I fish this lake every day.'],
    ['guide.picture', '/media/dale.jpg'],
    ['about.description', 'A family outfit.'],
    ['branding.logo', '/media/logo.png'],
    ['reviews.leave_url', 'https://g.page/r/abc/review'],
    ['claims.rating', '4.8'],
  ]),
  packagesAsStarted: false,
  scheduleAsStarted: true,
  confirmed: new Set(['schedule']),
  livePayments: true,
  smsProvider: true,
  emailProvider: true,
  sampleReviews: 0,
  sampleCatches: 0,
};

const byId = (facts: SetupFacts) => Object.fromEntries(setupChecklist(facts).map((item) => [item.id, item]));

describe('the setup checklist', () => {
  test('a site as it started: every item is left, each saying what', () => {
    const items = byId(started);
    expect(Object.values(items).every((item) => !item.done)).toBe(true);
    expect(items.guide!.detail).toBe(
      'Tell visitors who takes them out: your name, your introduction, your photo, the About text (Page Content).',
    );
    expect(items.messaging!.detail).toBe(
      'Messages are only recorded, not sent: set up text messages (Twilio) and email (SMTP) on the server.',
    );
    expect(items.samples!.detail).toBe(
      'Replace the 3 sample reviews and 1 sample catch (Reviews and Gallery) the site started with by real ones, or delete them.',
    );
  });

  test('a site ready for customers: every item is done and none offers to be confirmed', () => {
    const items = Object.values(byId(ready));
    expect(items.filter((item) => !item.done).map((item) => item.id)).toEqual([]);
    expect(items.some((item) => item.confirmable)).toBe(false);
  });

  test('a guide profile without a photo is not done, and a blank value counts as not set', () => {
    const content = new Map(ready.content);
    content.delete('guide.picture');
    content.set('branding.logo', '  ');
    const items = byId({ ...ready, content });
    expect([items.guide!.done, items.guide!.detail]).toEqual([false, 'Tell visitors who takes them out: your photo.']);
    expect(items.logo!.done).toBe(false);
  });

  test('only one provider missing names that one', () => {
    expect(byId({ ...ready, emailProvider: false }).messaging!.detail).toBe(
      'Messages are only recorded, not sent: set up email (SMTP) on the server.',
    );
  });
});

describe('the schedule item and the seasons', () => {
  test('given a changed week but every package all year, then the item asks for the seasons', () => {
    const schedule = setupChecklist({ ...started, scheduleAsStarted: false, seasonsAsStarted: true }).find((i) => i.id === 'schedule')!;
    expect(schedule).toMatchObject({ done: false, confirmable: true });
    expect(schedule.detail).toContain("Set each package's season in Packages");
  });

  test('given a changed week and a season set, or the guide confirming all year, then it is done', () => {
    expect(setupChecklist({ ...started, scheduleAsStarted: false, seasonsAsStarted: false }).find((i) => i.id === 'schedule')!.done).toBe(
      true,
    );
    const confirmed = { ...started, seasonsAsStarted: true, confirmed: new Set(['schedule'] as const) };
    expect(setupChecklist(confirmed).find((i) => i.id === 'schedule')!.done).toBe(true);
  });
});
