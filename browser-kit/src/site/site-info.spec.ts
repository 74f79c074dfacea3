import { describe, expect, test } from '@jest/globals';
import { ABOUT_DEFAULTS, CLAIMS_DEFAULTS, GUIDE_DEFAULTS, HERO_DEFAULTS, SITE_DEFAULTS } from './site-defaults';
import { overlaySection, siteContentView, telHref, type SiteContentEntry } from './site-info';

describe('site defaults', () => {
  test('hold the business details', () => {
    expect(SITE_DEFAULTS).toEqual({
      name: 'Wabamun Lake Fishing Tours',
      phone: '(780) 555-0142',
      email: 'bookings@wabamunfishing.ca',
      location: 'Wabamun Lake, Alberta',
    });
  });

  test('hold the hero texts', () => {
    expect(HERO_DEFAULTS.title).toBe('Wabamun Lake Fishing Adventures');
    expect(HERO_DEFAULTS.buttonText).toBe('Book Your Lake Fishing Trip');
    expect(HERO_DEFAULTS.subtitle).toMatch(/pike, walleye and perch/);
    expect(HERO_DEFAULTS.subtitle).toMatch(/included/);
  });

  test('hold the landing page claims', () => {
    expect(CLAIMS_DEFAULTS).toEqual({ experience: '10+', rating: '4.9', clients: '500+', fish: '3K+' });
  });
});

const entry = (section: string, key: string, value: string): SiteContentEntry => ({
  section,
  key,
  value,
  updatedAt: '2026-11-22T18:00:00.000Z',
});

describe('site content overlay', () => {
  test('without entries (loading, error, or an unexpected answer) every section shows its defaults', () => {
    for (const answer of [undefined, null, { message: 'oops' }, 'text', []]) {
      expect(siteContentView(answer)).toEqual({
        site: SITE_DEFAULTS,
        hero: HERO_DEFAULTS,
        guide: { ...GUIDE_DEFAULTS, picture: null },
        about: ABOUT_DEFAULTS,
        claims: CLAIMS_DEFAULTS,
      });
    }
  });

  test('stored entries replace the defaults of their own section and key only', () => {
    const view = siteContentView([
      entry('contact', 'phone', '(780) 555-0199'),
      entry('contact', 'email', 'trips@lake.example'),
      entry('hero', 'title', 'Pike Season Is Open'),
      entry('guide', 'phone', '(780) 555-0111'),
      entry('guide', 'picture', '/media/guide.jpg'),
      entry('claims', 'fish', '4K+'),
      entry('about', 'title', 'Not a hero title'),
      entry('about', 'description', 'Two boats and a lot of patience.'),
    ]);
    expect(view.site).toEqual({ ...SITE_DEFAULTS, phone: '(780) 555-0199', email: 'trips@lake.example' });
    expect(view.hero).toEqual({ ...HERO_DEFAULTS, title: 'Pike Season Is Open' });
    expect(view.guide).toEqual({ ...GUIDE_DEFAULTS, phone: '(780) 555-0111', picture: '/media/guide.jpg' });
    expect(view.claims).toEqual({ ...CLAIMS_DEFAULTS, fish: '4K+' });
    expect(view.about).toEqual({ title: 'Not a hero title', description: 'Two boats and a lot of patience.' });
  });

  test('the business name is not editable, and blank entries keep the default', () => {
    const view = siteContentView([
      entry('contact', 'name', 'Someone Else'),
      entry('hero', 'subtitle', '   '),
      entry('guide', 'picture', ''),
    ]);
    expect(view.site.name).toBe(SITE_DEFAULTS.name);
    expect(view.hero.subtitle).toBe(HERO_DEFAULTS.subtitle);
    expect(view.guide.picture).toBeNull();
  });

  test('overlaySection leaves the defaults object untouched', () => {
    const defaults = { title: 'Default' };
    const result = overlaySection(defaults, 'hero', [entry('hero', 'title', 'Stored')]);
    expect(result).toEqual({ title: 'Stored' });
    expect(defaults).toEqual({ title: 'Default' });
  });
});

describe('telHref', () => {
  test('turns a formatted local number into an international tel: link', () => {
    expect(telHref('(780) 555-0142')).toBe('tel:+17805550142');
    expect(telHref('1-780-555-0142')).toBe('tel:+17805550142');
    expect(telHref('555 0142')).toBe('tel:5550142');
  });
});
