import { describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { errorAnswer } from '../support/error-answers';
import { useApiApp } from '../support/api-suite';
import { TestClock } from '../support/test-clock';

const valid = {
  name: 'Sunset Walleye Run',
  price: 289,
  duration: '4 hours',
  description: 'Evening bite on the north shore breaks.',
  features: 'Rods and tackle included\n\n  Jig and minnow lesson  \n',
  featured: true,
};

describe.each(testDatabases().map((db) => [db.name, db] as const))('packages API on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-22T18:00:00Z'));
  const suite = useApiApp(db, { clock });

  test('creates, lists, reads and updates a package; features are one per line without blanks', async () => {
    const created = await suite.admin.request('POST', '/api/packages', valid);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      name: 'Sunset Walleye Run',
      price: 289,
      features: ['Rods and tackle included', 'Jig and minnow lesson'],
      featured: true,
    });
    const id = created.body.id;
    const list = await suite.app.request('GET', '/api/packages');
    expect(list.status).toBe(200);
    expect(list.body.find((p: { id: number }) => p.id === id)).toMatchObject({ name: 'Sunset Walleye Run' });

    const updated = await suite.admin.request('PUT', `/api/packages/${id}`, { ...valid, price: '305', features: ['Rods', '', 'Lunch'] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, price: 305, features: ['Rods', 'Lunch'], featured: true });
    const unfeatured = await suite.admin.request('PUT', `/api/packages/${id}`, { ...valid, featured: undefined });
    expect(unfeatured.body.featured).toBe(false);
    expect((await suite.app.request('GET', `/api/packages/${id}`)).body.price).toBe(289);
  });

  test('refuses each missing or bad field with its message and stores nothing', async () => {
    const before = (await suite.app.request('GET', '/api/packages')).body.length;
    const res = await suite.admin.request('POST', '/api/packages', {
      name: ' ',
      price: 0,
      duration: '',
      description: '',
      features: '\n \n',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Package name is required',
      price: 'Price must be a whole number of dollars per person, more than 0',
      duration: 'Duration is required (for example: 4 hours)',
      description: 'Description is required',
      features: 'List at least one feature, one per line',
    });
    for (const price of [-10, 12.5, 'abc']) {
      const bad = await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Priced wrong', price });
      expect(bad.body.errors).toEqual({ price: 'Price must be a whole number of dollars per person, more than 0' });
    }
    expect((await suite.app.request('GET', '/api/packages')).body.length).toBe(before);
  });

  test('a second package with the same name is a conflict', async () => {
    await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Perch Derby' });
    const again = await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Perch Derby' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorAnswer({ message: 'A package with this name already exists' }));
  });

  test('refuses deletion while an upcoming booking uses the package, allows it once cancelled', async () => {
    const pkg = (await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Ice-Out Pike' })).body;
    const booking = (
      await suite.admin.request('POST', '/api/bookings', {
        package: 'Ice-Out Pike',
        date: '2026-11-22', // today on the lake
        time: 'morning',
        name: 'Robin Shore',
        email: 'robin@example.com',
        phone: '(780) 555-0101',
        people: 2,
      })
    ).body;
    const refused = await suite.admin.request('DELETE', `/api/packages/${pkg.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(
      errorAnswer({ message: 'This package has 1 upcoming booking. Move or cancel it before deleting the package.' }),
    );
    expect((await suite.app.request('GET', `/api/packages/${pkg.id}`)).status).toBe(200);

    await suite.admin.request('PATCH', `/api/bookings/${booking.id}/status`, { status: 'cancelled' });
    const deleted = await suite.admin.request('DELETE', `/api/packages/${pkg.id}`);
    expect(deleted.status).toBe(204);
    expect((await suite.app.request('GET', `/api/packages/${pkg.id}`)).status).toBe(404);
  });

  test('a booking stays attached to its package by id: renamed and repriced, it keeps the price it was sold at and still holds the package', async () => {
    const pkg = (await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Walleye Dusk', price: 200 })).body;
    const booking = (
      await suite.admin.request('POST', '/api/bookings', {
        package: 'Walleye Dusk',
        date: '2026-12-05', // a Saturday: full price
        time: 'afternoon',
        name: 'Robin Shore',
        email: 'robin@example.com',
        phone: '(780) 555-0101',
        people: 2,
      })
    ).body;
    expect(booking).toMatchObject({
      package: 'Walleye Dusk',
      packageId: pkg.id,
      price: { pricePerPersonCents: 20_000, totalCents: 40_000 },
    });

    expect((await suite.admin.request('PUT', `/api/packages/${pkg.id}`, { ...valid, name: 'Evening Walleye', price: 260 })).status).toBe(
      200,
    );
    const after = (await suite.admin.request('GET', `/api/bookings/${booking.id}`)).body;
    // What it was sold as and for: the name it was booked under, the package's id, the old price.
    expect(after).toMatchObject({ package: 'Walleye Dusk', packageId: pkg.id, price: { pricePerPersonCents: 20_000, totalCents: 40_000 } });
    // Deleting the renamed package is refused all the same: the booking holds it by id.
    const refused = await suite.admin.request('DELETE', `/api/packages/${pkg.id}`);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This package has 1 upcoming booking. Move or cancel it before deleting the package.',
    ]);
  });

  test('past bookings do not hold a package', async () => {
    const pkg = (await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Last Season Special' })).body;
    await suite.admin.request('POST', '/api/bookings', {
      package: 'Last Season Special',
      date: '2026-11-21',
      time: 'morning',
      name: 'Past Angler',
      email: 'past@example.com',
      phone: '(780) 555-0102',
      people: 1,
    });
    expect((await suite.admin.request('DELETE', `/api/packages/${pkg.id}`)).status).toBe(204);
  });

  test('answers 404 for a missing package and 401 without a session', async () => {
    for (const [method, body] of [['GET'], ['PUT', valid], ['DELETE']] as const) {
      const res = await suite.admin.request(method, '/api/packages/999999', body);
      expect([method, res.status, res.body]).toEqual([method, 404, errorAnswer({ message: 'Package not found' })]);
    }
    expect((await suite.app.request('POST', '/api/packages', valid)).status).toBe(401);
    expect((await suite.app.request('PUT', '/api/packages/1', valid)).status).toBe(401);
    expect((await suite.app.request('DELETE', '/api/packages/1')).status).toBe(401);
  });

  test('every change is in the audit: who, when and what changed', async () => {
    const pkg = (await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Audit Trail Trip' })).body;
    clock.advance(60_000);
    await suite.admin.request('PUT', `/api/packages/${pkg.id}`, { ...valid, name: 'Audit Trail Trip', price: 300 });
    await suite.admin.request('PUT', `/api/packages/${pkg.id}`, { ...valid, name: 'Audit Trail Trip', price: 300 }); // no change
    await suite.admin.request('DELETE', `/api/packages/${pkg.id}`);
    expect((await suite.app.request('GET', '/api/content-changes')).status).toBe(401);
    const audit = await suite.admin.request('GET', `/api/content-changes?area=packages&recordId=${pkg.id}`);
    expect(audit.status).toBe(200);
    expect(audit.body.map((c: any) => [c.action, c.actor.username, Object.keys(c.changes)])).toEqual([
      ['deleted', 'guide', expect.arrayContaining(['name', 'price'])],
      ['updated', 'guide', ['price']],
      ['created', 'guide', expect.arrayContaining(['name', 'price', 'features'])],
    ]);
    expect(audit.body[1].changes.price).toEqual({ from: 289, to: 300 });
    expect(audit.body[1].at).toBe(clock.now().toISOString());
  });

  test('a package says which slots it runs in: the starting ones by default, a new one as sent, every slot when left out', async () => {
    const seeded = (await suite.app.request('GET', '/api/packages')).body as { name: string; timeSlots: string[] }[];
    expect(Object.fromEntries(seeded.map((p) => [p.name, p.timeSlots]))).toMatchObject({
      'Half-Day Adventure': ['morning', 'afternoon'],
      'Full-Day Adventure': ['full-day'],
      'Trophy Hunter': ['full-day'],
    });

    const evening = await suite.admin.request('POST', '/api/packages', {
      ...valid,
      name: 'Slot Test Afternoons',
      timeSlots: ['afternoon', 'full-day', 'afternoon'],
    });
    expect(evening.status).toBe(201);
    expect(evening.body.timeSlots).toEqual(['afternoon', 'full-day']);
    const unnamed = await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Slot Test Any Time' });
    expect(unnamed.body.timeSlots).toEqual(['morning', 'afternoon', 'full-day']);

    const id = evening.body.id;
    const kept = await suite.admin.request('PUT', `/api/packages/${id}`, { ...valid, name: 'Slot Test Afternoons', price: 300 });
    expect(kept.body).toMatchObject({ price: 300, timeSlots: ['afternoon', 'full-day'] });
    const changed = await suite.admin.request('PUT', `/api/packages/${id}`, {
      ...valid,
      name: 'Slot Test Afternoons',
      price: 300,
      timeSlots: ['full-day', 'morning'],
    });
    expect(changed.body.timeSlots).toEqual(['morning', 'full-day']);
    expect((await suite.app.request('GET', `/api/packages/${id}`)).body.timeSlots).toEqual(['morning', 'full-day']);

    const audit = await suite.admin.request('GET', `/api/content-changes?area=packages&recordId=${id}`);
    expect(audit.body[0].changes).toEqual({ timeSlots: { from: ['afternoon', 'full-day'], to: ['morning', 'full-day'] } });
    expect(audit.body.at(-1).changes.timeSlots).toEqual({ from: null, to: ['afternoon', 'full-day'] });
  });

  test('refuses a package that runs in no slot, or in one that does not exist, and changes nothing', async () => {
    const pkg = (await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Slot Refusal Trip', timeSlots: ['morning'] })).body;
    for (const [timeSlots, message] of [
      [[], 'Choose at least one time the package runs in: Morning, Afternoon or Full day'],
      ['morning', 'Choose at least one time the package runs in: Morning, Afternoon or Full day'],
      [['morning', 'evening'], 'Times must be morning, afternoon or full-day'],
    ] as const) {
      const created = await suite.admin.request('POST', '/api/packages', { ...valid, name: 'Never Stored', timeSlots });
      expect([timeSlots, created.status, created.body]).toEqual([timeSlots, 400, errorAnswer({ message, errors: { timeSlots: message } })]);
      const updated = await suite.admin.request('PUT', `/api/packages/${pkg.id}`, { ...valid, name: 'Slot Refusal Trip', timeSlots });
      expect([timeSlots, updated.status]).toEqual([timeSlots, 400]);
    }
    const names = ((await suite.app.request('GET', '/api/packages')).body as { name: string }[]).map((p) => p.name);
    expect(names).not.toContain('Never Stored');
    expect((await suite.app.request('GET', `/api/packages/${pkg.id}`)).body.timeSlots).toEqual(['morning']);
  });

  test('the API description lists timeSlots with its values', async () => {
    const doc = (await suite.app.request('GET', '/api/docs/openapi.json')).body;
    const property = doc.components.schemas.PackageDto.properties.timeSlots;
    expect(property).toMatchObject({ type: 'array', items: { type: 'string', enum: ['morning', 'afternoon', 'full-day'] } });
  });
});
