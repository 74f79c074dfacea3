import { describe, expect, test } from '@jest/globals';
import { OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { DEFAULT_TEMPLATE_TEXTS } from '../../application/messaging/message-template-defaults';
import { TEMPLATE_SENDING } from '../../application/messaging/template-sending';
import { MESSAGE_TEMPLATE_KEYS, MESSAGE_TEMPLATES } from '../../domain/messaging/template-rules';
import { messageOriginOf } from '../../adapters/http/request-origin';
import { adminOnClock, ApiSuite, logSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useMessagingStandIns } from '../support/message-stand-ins';
import { TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';

interface Template {
  key: string;
  channel: 'sms' | 'email';
  name: string;
  subject: string | null;
  body: string;
  placeholders: string[];
  defaultSubject: string | null;
  defaultBody: string;
  customised: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
  sending: { automatic: boolean; description: string; setting: string | null };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  package: 'Half-Day Adventure',
  date: '2026-11-28', // a Saturday, five days after the clock's Monday
  time: 'afternoon',
  name: 'Terry Template',
  email: 'terry@example.com',
  phone: '(780) 555-0161',
  people: 2,
  hasKids: false,
  kidsCount: 0,
  ...overrides,
});

describe.each(testDatabases().map((db) => [db.name, db] as const))('message templates API on %s', (_name, db) => {
  // Monday 2026-11-23, 09:00 on the lake (UTC-6).
  const clock = new TestClock(new Date('2026-11-23T15:00:00Z'));
  const { twilio, env } = useMessagingStandIns({}, { mail: false });
  const suite: ApiSuite = useApiApp(db, { clock, env });
  const admin = adminOnClock(suite, clock);
  const list = async (client?: TestClient): Promise<Template[]> => {
    const res = await (client ?? (await admin())).request('GET', '/api/message-templates');
    expect(res.status).toBe(200);
    return res.body as Template[];
  };
  const templateOf = async (key: string) => (await list()).find((t) => t.key === key)!;
  const audit = async (key: string) =>
    (await (await admin()).request('GET', `/api/content-changes?area=message-templates&recordId=${key}`)).body as {
      action: string;
      actor: unknown;
      changes: Record<string, { from: unknown; to: unknown }>;
    }[];

  /** A phone booking confirmed by the admin; its messages are written and sent. */
  async function confirmedBooking(overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await (await admin()).request('POST', '/api/bookings', form(overrides));
    expect(created.status).toBe(201);
    const confirmed = await (await admin()).request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    await logSettled(suite.app, suite.database);
    await suite.app.app.get(OutboxDispatcher).dispatchDue();
    return created.body.id as string;
  }

  test('lists every template at its default: SMS first, with the placeholders each may use', async () => {
    const templates = await list();
    expect(templates.map((t) => t.key)).toEqual([...MESSAGE_TEMPLATE_KEYS]);
    const confirmation = templates[0]!;
    expect(confirmation).toEqual({
      key: 'confirmation',
      channel: 'sms',
      name: 'Booking confirmation',
      subject: null,
      body: DEFAULT_TEMPLATE_TEXTS.confirmation.body,
      placeholders: [...MESSAGE_TEMPLATES.confirmation.placeholders],
      defaultSubject: null,
      defaultBody: DEFAULT_TEMPLATE_TEXTS.confirmation.body,
      customised: false,
      updatedAt: null,
      updatedBy: null,
      sending: {
        automatic: true,
        description: expect.stringMatching(/^Sent automatically: texted to the customer as soon as a booking is paid online/),
        setting: 'bookingConfirmationSms',
      },
    });
    // Whether and when each is sent: the server's one account of it, which both admin tabs show.
    for (const template of templates) expect(template.sending).toEqual(TEMPLATE_SENDING[template.key as keyof typeof TEMPLATE_SENDING]);
    expect(templates.find((t) => t.key === 'reviewRequest')!.sending).toMatchObject({ automatic: true, setting: 'reminderMessages' });
    expect(confirmation.placeholders).toEqual(expect.arrayContaining(['name', 'date', 'time', 'amountPaid']));
    const promotion = templates.find((t) => t.key === 'promotion')!;
    expect(promotion).toMatchObject({ channel: 'email', subject: '20% off your next trip with {business}', customised: false });
    expect(promotion.body).toContain('20 percent off');
  });

  test('the admin saves a template; the audit records who changed what; saving it again changes nothing', async () => {
    clock.advance(1_000);
    const body = '{business}: {name}, your {package} trip on {date}, {time}, is booked! [Paid {amountPaid}.] Call {guidePhone}.';
    const saved = await (await admin()).request('PUT', '/api/message-templates/confirmation', { body: `  ${body}\r\n` });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      key: 'confirmation',
      body,
      subject: null,
      customised: true,
      updatedAt: clock.now().toISOString(),
      updatedBy: 'guide',
      defaultBody: DEFAULT_TEMPLATE_TEXTS.confirmation.body,
    });
    expect(await templateOf('confirmation')).toEqual(saved.body);

    clock.advance(1_000);
    const again = await (await admin()).request('PUT', '/api/message-templates/confirmation', { body });
    expect(again.body.updatedAt).toBe(saved.body.updatedAt);
    const changes = await audit('confirmation');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      action: 'created',
      actor: { kind: 'user', username: 'guide', role: 'admin' },
      changes: { body: { from: null, to: body } },
    });
  });

  test('an email template saves its subject and content', async () => {
    const saved = await (
      await admin()
    ).request('PUT', '/api/message-templates/newsletter', {
      subject: 'Ice-out news from {business}',
      body: 'Hi {name},\n\nThe ice is off the lake.\n\n{business}, {phone}',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ channel: 'email', subject: 'Ice-out news from {business}', customised: true });
    expect(saved.body.body).toBe('Hi {name},\n\nThe ice is off the lake.\n\n{business}, {phone}');
  });

  test('400 with the field and the message: required texts, lengths, unknown placeholders', async () => {
    const cases: [string, object, Record<string, string>][] = [
      ['thankYou', { body: '   ' }, { body: 'Message is required' }],
      ['thankYou', {}, { body: 'Message is required' }],
      ['thankYou', { body: 42 }, { body: 'The text must be text' }],
      ['reminder', { body: 'x'.repeat(1601) }, { body: 'The message must be at most 1600 characters' }],
      [
        'reminder',
        { body: 'Hi {nme}, see you {date}' },
        {
          body:
            'Unknown placeholder {nme}. This template can use {name}, {date}, {time}, {business}, {package}, {party}, ' +
            '{reference}, {meetingPlace}, {bring}, {guidePhone}, {phone}.',
        },
      ],
      ['welcome', { body: 'Hi {name}' }, { subject: 'Subject is required' }],
      ['welcome', { subject: 'Hello', body: '' }, { body: 'Content is required' }],
      [
        'promotion',
        { subject: 's'.repeat(201), body: 'Hi {weather}' },
        {
          subject: 'The subject must be at most 200 characters',
          body: 'Unknown placeholder {weather}. This template can use {name}, {business}, {phone}.',
        },
      ],
    ];
    for (const [key, body, errors] of cases) {
      const res = await (await admin()).request('PUT', `/api/message-templates/${key}`, body);
      expect([key, body, res.status, res.body]).toEqual([key, body, 400, errorAnswer({ message: errors.subject ?? errors.body!, errors })]);
    }
    expect((await templateOf('thankYou')).customised).toBe(false);
    expect((await templateOf('reminder')).customised).toBe(false);
  });

  test('404 for a template the site does not have', async () => {
    for (const [method, body] of [
      ['PUT', { body: 'Hi' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await (await admin()).request(method, '/api/message-templates/birthday', body);
      expect([method, res.status, res.body]).toEqual([method, 404, errorAnswer({ message: "Unknown message template 'birthday'" })]);
    }
  });

  test('staff read; an auditor cannot write; a visitor reads nothing', async () => {
    const auditor = await suite.app.signIn('auditor', 'template-auditor');
    expect((await list(auditor)).length).toBe(MESSAGE_TEMPLATE_KEYS.length);
    expect((await auditor.request('PUT', '/api/message-templates/thankYou', { body: 'Hijacked {name}' })).status).toBe(403);
    expect((await auditor.request('DELETE', '/api/message-templates/confirmation')).status).toBe(403);
    expect((await suite.app.request('GET', '/api/message-templates')).status).toBe(401);
    expect((await suite.app.request('PUT', '/api/message-templates/thankYou', { body: 'Hijacked {name}' })).status).toBe(401);
    expect((await suite.app.request('DELETE', '/api/message-templates/confirmation')).status).toBe(401);
    expect((await templateOf('thankYou')).body).toBe(DEFAULT_TEMPLATE_TEXTS.thankYou.body);
  });

  test("the customer's confirmation SMS is the edited template; the guide's text stays as it was", async () => {
    await confirmedBooking();
    const [sms, ...more] = twilio.to('+17805550161');
    expect(more).toHaveLength(0);
    // A booking taken by phone paid nothing online: the part about the payment is left out.
    expect(sms!.body).toBe(
      'Wabamun Lake Fishing Tours: Terry Template, your Half-Day Adventure trip on Sat, Nov 28, Afternoon (1:00-5:00 PM), is booked! ' +
        'Call (780) 555-0142.',
    );
    expect(twilio.received.find((s) => s.to !== '+17805550161')!.body).toMatch(/^New booking: Terry Template, Half-Day Adventure, /);
  });

  test('DELETE puts the default back (audited), and the next confirmation says it', async () => {
    const reset = await (await admin()).request('DELETE', '/api/message-templates/confirmation');
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      key: 'confirmation',
      body: DEFAULT_TEMPLATE_TEXTS.confirmation.body,
      customised: false,
      updatedAt: null,
      updatedBy: null,
    });
    expect((await templateOf('confirmation')).customised).toBe(false);
    expect((await audit('confirmation'))[0]).toMatchObject({ action: 'deleted', changes: { body: { to: null } } });
    // Deleting a template at its default changes and records nothing.
    expect((await (await admin()).request('DELETE', '/api/message-templates/confirmation')).status).toBe(200);
    expect(await audit('confirmation')).toHaveLength(2);

    const confirmedId = await confirmedBooking({ date: '2026-11-30', phone: '(780) 555-0162' });
    const { reference } = (await (await admin()).request('GET', `/api/bookings/${confirmedId}`)).body as { reference: string };
    // The default tells the booking's reference, and ends with its private manage link.
    expect(twilio.to('+17805550162').map((s) => s.body.replace(/\/manage\/[A-Za-z0-9_-]{22}$/, '/manage/<token>'))).toEqual([
      'Wabamun Lake Fishing Tours: your Half-Day Adventure trip on Mon, Nov 30, Afternoon (1:00-5:00 PM), for 2 people is confirmed. ' +
        `Booking reference: ${reference}. Meet at Wabamun Lake, Alberta. Bring your Alberta fishing licence. Questions: (780) 555-0142 Your booking: ${messageOriginOf(suite.app.config)}/manage/<token>`,
    ]);
  });

  test('saving the default text is the same as a reset: nothing customised stays', async () => {
    const edited = await (await admin()).request('PUT', '/api/message-templates/thankYou', { body: 'Thanks {name}!' });
    expect(edited.body.customised).toBe(true);
    const back = await (await admin()).request('PUT', '/api/message-templates/thankYou', { body: DEFAULT_TEMPLATE_TEXTS.thankYou.body });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ customised: false, updatedBy: null, body: DEFAULT_TEMPLATE_TEXTS.thankYou.body });
    expect((await audit('thankYou')).map((c) => c.action)).toEqual(['deleted', 'created']);
  });

  test('the 24-hour reminder is the edited `reminder` template, the others keep theirs', async () => {
    // Planned now, with the text of the day; the job writes it again from the template when it goes.
    const bookingId = await confirmedBooking({ date: '2026-12-05', phone: '(780) 555-0163', name: 'Riley Reminder' });
    const saved = await (
      await admin()
    ).request('PUT', '/api/message-templates/reminder', {
      body: 'Tomorrow! {name}, {package} at {time}, {party}. Meet at {meetingPlace}. Office {phone}.',
    });
    expect(saved.status).toBe(200);

    // 48 hours before (13:00 two days ahead on the lake): the default 48-hour text. (The counts
    // also hold the messages after the earlier tests' trips: the texts to this number tell.)
    clock.set(new Date('2026-12-03T19:00:30Z'));
    expect((await (await admin()).request('POST', '/api/process-reminders')).body).toMatchObject({ sent: expect.any(Number), failed: 0 });
    // 24 hours before: the admin's text.
    clock.set(new Date('2026-12-04T19:00:30Z'));
    expect((await (await admin()).request('POST', '/api/process-reminders')).body).toMatchObject({ sent: expect.any(Number), failed: 0 });
    const texts = twilio.to('+17805550163').map((s) => s.body);
    expect(texts).toHaveLength(3);
    expect(texts[1]).toContain('Riley Reminder, a reminder that your Half-Day Adventure trip is on Sat, Dec 5');
    expect(texts[2]).toBe(
      'Tomorrow! Riley Reminder, Half-Day Adventure at Afternoon (1:00-5:00 PM), 2 people. Meet at Wabamun Lake, Alberta. Office (780) 555-0142.',
    );
    await logSettled(suite.app, suite.database);
    const rows = (await (await admin()).request('GET', `/api/scheduled-reminders?bookingId=${bookingId}`)).body as {
      reminderType: string;
      status: string;
      message: string;
    }[];
    expect(rows.find((r) => r.reminderType === 'customer_24h')).toMatchObject({ status: 'sent', message: texts[2] });
  });
});
