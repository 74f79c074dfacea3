import { describe, expect, test } from '@jest/globals';
import { testDatabases } from '../support/databases';
import { BOOKED_PACKAGE, clock, DATE, slotsOf, usePublicReadsApi } from '../support/kept-public-reads';

describe.each(testDatabases().map((db) => [db.name, db] as const))('public reads kept in memory on %s', (_name, db) => {
  const { suite, jsonKept, pageKept, primed, landingSlots, apiSlots } = usePublicReadsApi(db);

  test('a hold and its release show on the next / and /api/availability', async () => {
    await primed(['/api/availability'], ['/']);
    expect(await apiSlots()).toEqual({ morning: 'available', afternoon: 'available' });
    expect(await landingSlots()).toEqual({ morning: 'available', afternoon: 'available' });

    const held = await suite.app.request('POST', '/api/create-payment-intent', {
      amount: 1,
      bookingData: {
        package: BOOKED_PACKAGE,
        date: DATE,
        time: 'morning',
        name: 'Kept Reader',
        email: 'kept@example.com',
        phone: '(780) 555-0410',
        people: 2,
      },
    });
    expect(held.status).toBe(201);
    expect(await apiSlots()).toEqual({ morning: 'booked', afternoon: 'available' });
    expect(await landingSlots()).toEqual({ morning: 'booked', afternoon: 'available' });

    await primed(['/api/availability'], ['/']);
    const release = { paymentIntentId: held.body.paymentIntentId, clientSecret: held.body.clientSecret };
    expect((await suite.app.request('POST', '/api/release-payment-hold', release)).status).toBe(204);
    expect(await apiSlots()).toEqual({ morning: 'available', afternoon: 'available' });
    expect(await landingSlots()).toEqual({ morning: 'available', afternoon: 'available' });
  });

  test("the admin's override and weekly template show on the next / and /api/availability", async () => {
    await primed(['/api/availability'], ['/']);
    expect((await suite.admin.request('PUT', '/api/availability', { date: DATE, timeSlot: 'afternoon', status: 'booked' })).status).toBe(
      200,
    );
    expect((await apiSlots()).afternoon).toBe('booked');
    expect((await landingSlots()).afternoon).toBe('booked');

    await primed(['/api/availability'], ['/']);
    expect((await suite.admin.request('DELETE', `/api/availability/${DATE}/afternoon`)).status).toBe(204);
    expect((await apiSlots()).afternoon).toBe('available');
    expect((await landingSlots()).afternoon).toBe('available');

    const template = (await suite.admin.request('GET', '/api/availability/template')).body as { days: Record<string, string[]> };
    await primed(['/api/availability'], ['/']);
    expect(
      (await suite.admin.request('PUT', '/api/availability/template', { days: { ...template.days, tuesday: ['afternoon'] } })).status,
    ).toBe(200);
    try {
      expect(await apiSlots()).toEqual({ afternoon: 'available' });
      expect(await landingSlots()).toEqual({ afternoon: 'available' });
    } finally {
      expect((await suite.admin.request('PUT', '/api/availability/template', template)).status).toBe(200);
    }
    expect(await apiSlots()).toEqual({ morning: 'available', afternoon: 'available' });
  });

  test('a site content edit shows on the next /api/site-content and /', async () => {
    await primed(['/api/site-content'], ['/']);
    const title = 'Walleye Evenings on Wabamun';
    expect((await suite.admin.request('POST', '/api/site-content', { section: 'hero', key: 'title', value: title })).status).toBe(200);
    const entries = (await suite.app.request('GET', '/api/site-content')).body as { section: string; key: string; value: string }[];
    expect(entries.find((e) => e.section === 'hero' && e.key === 'title')?.value).toBe(title);
    expect((await suite.app.request('GET', '/')).text).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  });

  test('a package edit shows on the next /api/packages and /', async () => {
    await primed(['/api/packages'], ['/']);
    const other = ((await suite.app.request('GET', '/api/packages')).body as Record<string, unknown>[]).find(
      (p) => p.name !== BOOKED_PACKAGE,
    );
    const { id, name, price, duration, description, features, featured, timeSlots } = other!;
    const renamed = `${String(name)} Deluxe`;
    const saved = await suite.admin.request('PUT', `/api/packages/${String(id)}`, {
      name: renamed,
      price,
      duration,
      description,
      features,
      featured,
      timeSlots,
    });
    expect(saved.status).toBe(200);
    expect(((await suite.app.request('GET', '/api/packages')).body as { name: string }[]).map((p) => p.name)).toContain(renamed);
    expect((await suite.app.request('GET', '/')).text).toContain(renamed);
  });

  test('a published post shows on the next /api/blog-posts, its own read, /blog and its page', async () => {
    const created = await suite.admin.request('POST', '/api/blog-posts', {
      title: 'Perch Under the Ice',
      excerpt: 'Small jigs, patient hands.',
      content: 'First ice is perch time.',
    });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;
    await primed(['/api/blog-posts'], ['/blog']);
    expect((await suite.app.request('GET', `/api/blog-posts/${slug}`)).status).toBe(404);
    expect((await suite.app.request('GET', `/blog/${slug}`)).status).toBe(404);
    expect(pageKept(`/blog/${slug}`)).toBe(true);

    expect((await suite.admin.request('PATCH', `/api/blog-posts/${created.body.id}`, { published: true })).status).toBe(200);
    expect(((await suite.app.request('GET', '/api/blog-posts')).body as { slug: string }[]).map((p) => p.slug)).toContain(slug);
    expect((await suite.app.request('GET', `/api/blog-posts/${slug}`)).status).toBe(200);
    expect((await suite.app.request('GET', '/blog')).text).toContain('Perch Under the Ice');
    const page = await suite.app.request('GET', `/blog/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('First ice is perch time.');
  });

  test('a review change shows on the next /api/reviews and /', async () => {
    await primed(['/api/reviews'], ['/']);
    const review = { name: 'Kept Reviewer', location: 'Stony Plain, AB', rating: 5, comment: 'The pike came right to the boat.' };
    const created = await suite.admin.request('POST', '/api/reviews', review);
    expect(created.status).toBe(201);
    expect(((await suite.app.request('GET', '/api/reviews')).body as { comment: string }[]).map((r) => r.comment)).toContain(
      review.comment,
    );
    expect((await suite.app.request('GET', '/')).text).toContain(review.comment);

    await primed(['/api/reviews'], ['/']);
    const comment = 'The walleye came right to the boat.';
    expect((await suite.admin.request('PUT', `/api/reviews/${created.body.id}`, { ...review, comment })).status).toBe(200);
    expect(((await suite.app.request('GET', '/api/reviews')).body as { comment: string }[]).map((r) => r.comment)).toContain(comment);
    expect((await suite.app.request('GET', '/')).text).toContain(comment);
  });

  test('a catch change shows on the next /api/catches and /', async () => {
    await primed(['/api/catches'], ['/']);
    const fish = {
      fishType: 'Northern Pike',
      angler: 'Kept Angler',
      date: '2026-11-20',
      imageUrl: 'https://cdn.example.com/kept-pike.jpg',
    };
    const created = await suite.admin.request('POST', '/api/catches', fish);
    expect(created.status).toBe(201);
    expect(((await suite.app.request('GET', '/api/catches')).body as { angler: string }[]).map((c) => c.angler)).toContain('Kept Angler');
    expect((await suite.app.request('GET', '/')).text).toContain('Kept Angler');

    await primed(['/api/catches'], ['/']);
    expect((await suite.admin.request('DELETE', `/api/catches/${created.body.id}`)).status).toBe(204);
    expect(((await suite.app.request('GET', '/api/catches')).body as { angler: string }[]).map((c) => c.angler)).not.toContain(
      'Kept Angler',
    );
    expect((await suite.app.request('GET', '/')).text).not.toContain('Kept Angler');
  });

  test('a write of anything the public reads do not show keeps them', async () => {
    await primed(['/api/packages'], ['/']);
    const saved = await suite.admin.request('PUT', '/api/message-templates/confirmation', {
      body: '{business}: {name}, see you on {date}.',
    });
    expect(saved.status).toBe(200);
    expect(jsonKept('/api/packages') && pageKept('/')).toBe(true);
  });

  test('a started slot leaves the kept calendar at the next minute on the lake', async () => {
    const today = '2026-11-23';
    const path = `/api/availability?from=${today}&days=1`;
    clock.set(new Date('2026-11-23T18:59:30Z')); // 12:59:30 on the lake: the afternoon starts at 13:00
    try {
      expect(slotsOf((await suite.app.request('GET', path)).body, today).afternoon).toBe('available');
      expect(jsonKept(path)).toBe(true);
      clock.set(new Date('2026-11-23T19:00:00Z'));
      expect(slotsOf((await suite.app.request('GET', path)).body, today).afternoon).not.toBe('available');
    } finally {
      clock.set(new Date('2026-11-23T15:00:00Z'));
    }
  });
});
