import { describe, expect, test } from '@jest/globals';
import { SiteContentService } from '../../application/content/site-content-service';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useApiApp } from '../support/api-suite';
import { TestClient } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const PHONE_MESSAGE = 'Invalid Format: Please use format: (XXX) XXX-XXXX';

interface Entry {
  section: string;
  key: string;
  value: string;
  updatedAt: string;
}

describe.each(testDatabases().map((db) => [db.name, db] as const))('site content API on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));
  const suite = useApiApp(db, { clock });

  const entryOf = async (visitor: TestClient, section: string, key: string): Promise<Entry | undefined> => {
    const res = await visitor.request('GET', '/api/site-content');
    expect(res.status).toBe(200);
    return (res.body as Entry[]).find((e) => e.section === section && e.key === key);
  };

  test('an admin save is seen by a fresh anonymous visitor, and saving again replaces it', async () => {
    clock.advance(1_000);
    const saved = await suite.admin.request('POST', '/api/site-content', {
      section: 'hero',
      key: 'title',
      value: '  Pike Season Is Open  ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ section: 'hero', key: 'title', value: 'Pike Season Is Open', updatedAt: clock.now().toISOString() });

    // Another browser: no session and no local storage, it only sees what the server stored.
    const visitor: TestClient = suite.app;
    expect(await entryOf(visitor, 'hero', 'title')).toEqual(saved.body);

    clock.advance(1_000);
    const replaced = await suite.admin.request('POST', '/api/site-content', { section: 'hero', key: 'title', value: 'Walleye Nights' });
    expect(replaced.body).toMatchObject({ value: 'Walleye Nights', updatedAt: clock.now().toISOString() });
    const all = (await visitor.request('GET', '/api/site-content')).body as Entry[];
    expect(all.filter((e) => e.section === 'hero' && e.key === 'title')).toEqual([replaced.body]);
  });

  test('the guide phone must be (XXX) XXX-XXXX: the message is under `value` and nothing is stored', async () => {
    const ok = await suite.admin.request('POST', '/api/site-content', { section: 'guide', key: 'phone', value: '(780) 555-0199' });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toBe('(780) 555-0199');

    for (const value of ['780-555-0199', '(780)555-0199']) {
      const refused = await suite.admin.request('POST', '/api/site-content', { section: 'guide', key: 'phone', value });
      expect([value, refused.status, refused.body]).toEqual([
        value,
        400,
        errorAnswer({ message: PHONE_MESSAGE, errors: { value: PHONE_MESSAGE } }),
      ]);
    }
    const contact = await suite.admin.request('POST', '/api/site-content', { section: 'contact', key: 'phone', value: '780.555.0199' });
    expect(contact.body).toEqual(errorAnswer({ message: PHONE_MESSAGE, errors: { value: PHONE_MESSAGE } }));
    expect((await entryOf(suite.app, 'guide', 'phone'))?.value).toBe('(780) 555-0199');
  });

  test('refuses a bad email, an unknown key, a script or plain-http image and an empty text', async () => {
    const cases: [object, number, object][] = [
      [{ section: 'contact', key: 'email', value: 'bookings at lake' }, 400, { value: 'Please enter a valid email address' }],
      [{ section: 'hero', key: 'colour', value: 'blue' }, 400, { key: "Unknown site content 'hero.colour'" }],
      [{ section: 'footer', key: 'title', value: 'x' }, 400, { key: "Unknown site content 'footer.title'" }],
      [
        { section: 'branding', key: 'logo', value: 'javascript:alert(1)' },
        400,
        { value: expect.stringMatching(/uploaded image .* https:\/\//) },
      ],
      [
        { section: 'guide', key: 'picture', value: 'http://images.example.com/me.jpg' },
        400,
        { value: expect.stringMatching(/https:\/\//) },
      ],
      [{ section: 'about', key: 'title', value: '   ' }, 400, { value: 'This field cannot be empty' }],
      [
        { section: 'hero', key: 'video_url', value: 'https://www.youtube.com/@WabamunFishing' },
        400,
        { value: expect.stringMatching(/^This link is not a video the site can play\..*YouTube or Vimeo.*MP4 or WebM/) },
      ],
      [{ section: 'hero', key: 'title' }, 400, { value: 'Value must be text' }],
    ];
    for (const [body, status, errors] of cases) {
      const res = await suite.admin.request('POST', '/api/site-content', body);
      expect([body, res.status, res.body.errors]).toEqual([body, status, errors]);
      expect(res.body.message).toBe(Object.values(res.body.errors)[0]);
    }
    expect(await entryOf(suite.app, 'hero', 'colour')).toBeUndefined();
    expect((await entryOf(suite.app, 'branding', 'logo'))?.value).not.toBe('javascript:alert(1)');
  });

  test('accepts uploaded and https pictures and a hero video the site can play', async () => {
    for (const [section, key, value] of [
      ['branding', 'logo', '/media/logo-2026.png'],
      ['guide', 'picture', 'https://images.example.com/guide.webp'],
      ['hero', 'video_url', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['hero', 'video_url', 'https://vimeo.com/76979871'],
      ['hero', 'video_url', '/media/lake-dawn.mp4'],
    ]) {
      const res = await suite.admin.request('POST', '/api/site-content', { section, key, value });
      expect([key, res.status, res.body.value]).toEqual([key, 200, value]);
    }
  });

  test("the guide's email and the summary hour are staff settings: a visitor's listing leaves them out", async () => {
    for (const [key, value] of [
      ['email', 'dale@example.com'],
      ['summary_hour', '19'],
    ] as const) {
      const section = key === 'email' ? 'guide' : 'reminders';
      expect((await suite.admin.request('POST', '/api/site-content', { section, key, value })).status).toBe(200);
    }
    const pick = (body: { section: string; key: string; value: string }[]) =>
      body.filter((e) => (e.section === 'guide' && e.key === 'email') || e.section === 'reminders').map((e) => e.value);
    const staff = await suite.admin.request('GET', '/api/site-content');
    expect(pick(staff.body).sort()).toEqual(['19', 'dale@example.com']);
    const visitor = await suite.app.request('GET', '/api/site-content');
    expect(visitor.status).toBe(200);
    expect(pick(visitor.body)).toEqual([]);
    expect(visitor.headers.get('vary')).toContain('Cookie');
    // An empty email turns the guide's copies off.
    expect((await suite.admin.request('POST', '/api/site-content', { section: 'guide', key: 'email', value: '' })).status).toBe(200);
  });

  test('saving needs an admin session', async () => {
    const res = await suite.app.request('POST', '/api/site-content', { section: 'hero', key: 'title', value: 'Hijacked' });
    expect(res.status).toBe(401);
    expect((await entryOf(suite.app, 'hero', 'title'))?.value).not.toBe('Hijacked');
  });

  test('every change is audited with actor, from and to; an unchanged save records nothing', async () => {
    const recordId = 'contact.location';
    const audit = () => suite.admin.request('GET', `/api/content-changes?area=site-content&recordId=${recordId}`);
    const previous = (await entryOf(suite.app, 'contact', 'location'))?.value ?? null;
    const before = (await audit()).body.length;

    clock.advance(60_000);
    await suite.admin.request('POST', '/api/site-content', { section: 'contact', key: 'location', value: 'Seba Beach, Wabamun Lake' });
    await suite.admin.request('POST', '/api/site-content', { section: 'contact', key: 'location', value: 'Seba Beach, Wabamun Lake ' }); // no change
    const changes = (await audit()).body;
    expect(changes.length).toBe(before + 1);
    expect(changes[0]).toMatchObject({
      area: 'site-content',
      recordId,
      action: previous === null ? 'created' : 'updated',
      actor: { kind: 'user', username: 'guide', role: 'admin' },
      at: clock.now().toISOString(),
      changes: { value: { from: previous, to: 'Seba Beach, Wabamun Lake' } },
    });
  });

  test('the guide phone audit shows who changed it from what to what', async () => {
    await suite.admin.request('POST', '/api/site-content', { section: 'guide', key: 'phone', value: '(780) 555-0111' });
    await suite.admin.request('POST', '/api/site-content', { section: 'guide', key: 'phone', value: '(780) 555-0122' });
    const audit = await suite.admin.request('GET', '/api/content-changes?area=site-content&recordId=guide.phone');
    expect(audit.status).toBe(200);
    expect(audit.body[0]).toMatchObject({
      action: 'updated',
      actor: { username: 'guide' },
      changes: { value: { from: '(780) 555-0111', to: '(780) 555-0122' } },
    });
  });

  test('the seed adds only missing defaults and never overwrites the admin’s text', async () => {
    const service = suite.app.app.get(SiteContentService);
    await suite.admin.request('POST', '/api/site-content', { section: 'about', key: 'title', value: 'Our Story' });
    // A site that has never had this entry (the app's own seed may have stored it at start).
    await suite.database.dataSource.query(`DELETE FROM site_content WHERE "section" = 'about' AND "key" = 'description'`);

    const added = await service.saveDefaults([
      { section: 'about', key: 'title', value: 'Seeded Title' },
      { section: 'about', key: 'description', value: 'Seeded description.' },
    ]);
    expect(added).toBe(1);
    expect((await entryOf(suite.app, 'about', 'title'))?.value).toBe('Our Story');
    expect((await entryOf(suite.app, 'about', 'description'))?.value).toBe('Seeded description.');
    expect(await service.saveDefaults([{ section: 'about', key: 'description', value: 'Another seed.' }])).toBe(0);
    expect((await entryOf(suite.app, 'about', 'description'))?.value).toBe('Seeded description.');

    const [seeded] = (await suite.admin.request('GET', '/api/content-changes?area=site-content&recordId=about.description')).body;
    expect(seeded).toMatchObject({
      action: 'created',
      actor: { kind: 'system', process: 'seed' },
      changes: { value: { from: null, to: 'Seeded description.' } },
    });
    const [lastTitleChange] = (await suite.admin.request('GET', '/api/content-changes?area=site-content&recordId=about.title')).body;
    expect(lastTitleChange.actor).toMatchObject({ kind: 'user', username: 'guide' });
    await expect(service.saveDefaults([{ section: 'about', key: 'colour', value: 'x' }])).rejects.toThrow(
      "Unknown site content 'about.colour'",
    );
  });
});
