import { beforeEach, describe, expect, test } from '@jest/globals';
import { messagesSettled, useApiApp } from '../support/api-suite';
import { testDatabases } from '../support/databases';
import { pdfText } from '../support/pdf-text';
import { TestClock } from '../support/test-clock';

const START = new Date('2026-11-22T18:00:00.000Z');
const HOUR = 3_600_000;
const COPY_LINK = /(https?:\/\/[^\s"<>]+)?(\/waiver-copy\/([A-Za-z0-9_-]{22,64}))/;
const WAIVER_LINK = /\/liability-waiver\?booking=([^\s"&<]+)/;

/** What a stranger types: someone else's address, and words of their own in every free field. */
const stranger = {
  firstName: 'Cheap',
  lastName: 'Pills',
  email: 'victim@example.com',
  phone: '(555) 555-0100',
  emergencyContactName: 'Visit Spamsite',
  emergencyContactPhone: '(555) 555-0101',
  medicalConditions: 'Click http://spam.example/now',
  agreeToTerms: true,
  agreeToRisks: true,
  agreeToPhotos: false,
  dateOfBirth: '1988-06-14',
  signature: 'Cheap Pills',
};
const STRANGER_TEXT = ['Cheap', 'Pills', 'Spamsite', 'spam.example', '555-0100', '555-0101'];

interface OutboxRow {
  kind: string;
  subject: string | null;
  body: string;
  html: string | null;
  attachment: { kind: string; waiverId: string } | null;
}

/**
 * POST /api/waiver mails only what its signer may receive: an address nobody confirmed gets no
 * word a stranger typed, only a note that a waiver was signed with it and a private link to the
 * copy; and every address, recipient and the whole site are held to a number of emails per hour.
 */
describe.each(testDatabases().map((db) => [db.name, db] as const))('waiver emails on %s', (_name, db) => {
  const clock = new TestClock(START);
  // Behind one proxy hop: the client's address is the proxy's last X-Forwarded-For entry.
  const suite = useApiApp(db, { clock, env: { TRUST_PROXY: '1' } });
  let clients = 0;
  let recipients = 0;
  beforeEach(() => {
    clock.set(START);
  });

  /** A client address of its own, so that one test's signatures never count against another's. */
  const newClient = () => {
    clients++;
    return `10.${Math.floor(clients / 250)}.${clients % 250}.7`;
  };
  const newRecipient = (name = 'someone') => `${name}.${++recipients}@example.com`;
  const sign = (body: object, from = newClient()) => suite.app.request('POST', '/api/waiver', body, { 'X-Forwarded-For': from });
  const emailsTo = async (recipient: string): Promise<OutboxRow[]> => {
    await messagesSettled(suite.app, suite.database);
    return (await suite.database.dataSource.query(
      'SELECT kind, subject, body, html, attachment FROM outbox_messages WHERE lower(recipient) = lower($1) ORDER BY id',
      [recipient],
    )) as OutboxRow[];
  };
  const copyLinkIn = (email: OutboxRow) => COPY_LINK.exec(email.body)![2]!;
  /** A browser's form post from the site's own page, as the copy page's button sends it. */
  const formPost = (path: string) =>
    fetch(`${suite.app.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: suite.app.url, 'Sec-Fetch-Site': 'same-origin' },
      body: '',
    });

  test('an address nobody confirmed gets one email without a word the signer typed and without the copy: only a private link', async () => {
    const victim = newRecipient('victim');
    const res = await sign({ ...stranger, email: victim });
    expect(res.status).toBe(201);
    expect(res.body.emailCopy).toBe('link');

    const emails = await emailsTo(victim);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.attachment).toBeNull();
    for (const part of [email!.subject, email!.body, email!.html]) {
      for (const typed of STRANGER_TEXT) expect([typed, part?.includes(typed)]).toEqual([typed, false]);
    }
    expect(email!.body).toMatch(COPY_LINK);
    expect(email!.html).toContain(copyLinkIn(email!));
  });

  test('the private link: a GET (a mail scanner) shows a button and gives nothing; the POST gives the signed copy', async () => {
    const signer = newRecipient('signer');
    const signed = await sign({ ...stranger, email: signer });
    const path = copyLinkIn((await emailsTo(signer))[0]!);

    const page = await fetch(`${suite.app.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await page.text();
    expect(html).toMatch(/<form method="post" action="\/waiver-copy\/[A-Za-z0-9_-]+">/);
    expect(html).toMatch(/<button type="submit"[^>]*>Download the signed copy \(PDF\)<\/button>/);
    for (const typed of STRANGER_TEXT) expect([typed, html.includes(typed)]).toEqual([typed, false]);
    // Following the link sent nothing more.
    expect(await emailsTo(signer)).toHaveLength(1);

    const copy = await formPost(path);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('application/pdf');
    expect(copy.headers.get('cache-control')).toBe('no-store');
    expect(copy.headers.get('content-disposition')).toBe(`attachment; filename="waiver-${signed.body.id}.pdf"`);
    const text = (await pdfText(new Uint8Array(await copy.arrayBuffer()))).pages.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Cheap Pills');
    expect(await emailsTo(signer)).toHaveLength(1);

    // Another site's page cannot post it; an unknown link, and one 30 days old, show the page that says so.
    const foreign = await fetch(`${suite.app.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(foreign.status).toBe(403);
    const unknown = await fetch(`${suite.app.url}/waiver-copy/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This link is not valid');
    expect((await formPost('/waiver-copy/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    clock.advance(31 * 24 * HOUR);
    expect((await fetch(`${suite.app.url}${path}`)).status).toBe(404);
    expect((await formPost(path)).status).toBe(404);
  });

  test("the booker signing with the booking's reference and the booking's own address gets the copy at once; a guest's address gets the link", async () => {
    const booker = newRecipient('booker');
    const created = await suite.admin.request('POST', '/api/bookings', {
      package: 'Full-Day Adventure',
      date: '2026-12-15',
      time: 'full-day',
      name: 'Morgan Booker',
      email: booker,
      phone: '(780) 555-0110',
      people: 2,
    });
    expect((await suite.admin.request('PATCH', `/api/bookings/${created.body.id}/status`, { status: 'confirmed' })).status).toBe(200);
    const confirmation = (await emailsTo(booker)).find((e) => e.kind === 'booking-confirmed')!;
    const reference = decodeURIComponent(WAIVER_LINK.exec(confirmation.body)![1]!);

    const own = await sign({
      ...stranger,
      firstName: 'Morgan',
      lastName: 'Booker',
      signature: 'Morgan Booker',
      email: ` ${booker.toUpperCase()}`,
      bookingReference: reference,
    });
    expect(own.status).toBe(201);
    expect(own.body.emailCopy).toBe('copy');
    const copies = (await emailsTo(booker)).filter((e) => e.kind !== 'booking-confirmed');
    expect(copies).toEqual([expect.objectContaining({ attachment: { kind: 'waiver-pdf', waiverId: own.body.id } })]);

    const guest = newRecipient('guest');
    const theirs = await sign({ ...stranger, email: guest, bookingReference: reference });
    expect(theirs.body.emailCopy).toBe('link');
    expect(await emailsTo(guest)).toEqual([expect.objectContaining({ attachment: null })]);
  });

  test('one recipient: signatures at once from many clients are all kept, and at most 5 of them emailed in the hour', async () => {
    const victim = newRecipient('flooded');
    const answers = await Promise.all(Array.from({ length: 12 }, () => sign({ ...stranger, email: victim })));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const copies = answers.map((a) => a.body.emailCopy as string);
    expect(copies.filter((c) => c === 'link')).toHaveLength(5);
    expect(copies.filter((c) => c === 'withheld')).toHaveLength(7);
    expect(await emailsTo(victim)).toHaveLength(5);
    // Every signature is on record all the same.
    const listed = (await suite.admin.request('GET', `/api/waivers?q=${encodeURIComponent(victim)}`)).body as unknown[];
    expect(listed).toHaveLength(12);

    // An hour later, the address may be written to again.
    clock.advance(HOUR + 60_000);
    expect((await sign({ ...stranger, email: victim })).body.emailCopy).toBe('link');
    expect(await emailsTo(victim)).toHaveLength(6);
  });

  test('one client: a phone at the dock signs for 30 people in an hour; the 31st signature is kept but not emailed', async () => {
    const dock = newClient();
    const copies: string[] = [];
    for (let n = 0; n < 31; n++) {
      const res = await sign({ ...stranger, email: newRecipient('party') }, dock);
      expect(res.status).toBe(201);
      copies.push(res.body.emailCopy as string);
    }
    expect(copies.slice(0, 30)).toEqual(Array(30).fill('link'));
    expect(copies[30]).toBe('withheld');
  });
});
