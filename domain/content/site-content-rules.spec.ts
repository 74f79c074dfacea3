import { describe, expect, test } from '@jest/globals';
import { CLAIMS_DEFAULTS, defaultSiteContentEntries, GUIDE_DEFAULTS, SITE_DEFAULTS } from './site-content-defaults';
import { SITE_CONTENT_MESSAGES, siteContentRule, validateSiteContent } from './site-content-rules';

const PHONE = 'Invalid Format: Please use format: (XXX) XXX-XXXX';

describe('site content rules', () => {
  test.each([
    ['guide', 'phone', '(780) 555-0199', null],
    ['contact', 'phone', '(780) 555-0199', null],
    ['guide', 'phone', '  (780) 555-0199 ', null],
    ['guide', 'phone', '780-555-0199', PHONE],
    ['guide', 'phone', '(780)555-0199', PHONE],
    ['guide', 'phone', '(780) 5550199', PHONE],
    ['guide', 'phone', '7805550199', PHONE],
    ['guide', 'phone', '+1 (780) 555-0199', PHONE],
    ['contact', 'phone', '(780) 555-019', PHONE],
    ['contact', 'phone', '', PHONE],
  ])('%s.%s %p -> %p', (section, key, value, message) => {
    expect(validateSiteContent(section, key, value)).toBe(message);
  });

  test('the phone message names the (XXX) XXX-XXXX format', () => {
    expect(SITE_CONTENT_MESSAGES.phone).toBe(PHONE);
  });

  test.each([
    ['bookings@wabamunfishing.ca', null],
    ['guide@lake.example.com', null],
    ['not-an-email', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['two words@lake.ca', 'Please enter a valid email address'],
    ['', 'Please enter a valid email address'],
  ])('contact.email %p -> %p', (value, message) => {
    expect(validateSiteContent('contact', 'email', value)).toBe(message);
  });

  test.each([
    ['/media/guide-portrait.jpg', true],
    ['/media/logo.png', true],
    ['/media/dock-2.jpeg', true],
    ['/media/sunset.webp', true],
    ['/media/spin.gif', true],
    ['https://images.example.com/pike.jpg', true],
    ['', true],
    ['http://images.example.com/pike.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['/media/../secrets.png', false],
    ['/media/Logo.PNG', false],
    ['/media/logo.svg', false],
    ['/uploads/logo.png', false],
    ['//evil.example.com/x.png', false],
    ['https://localhost/x.png', false],
    ['https://user:pass@images.example.com/x.png', false],
  ])('image URL %p accepted: %p', (value, ok) => {
    for (const [section, key] of [
      ['branding', 'logo'],
      ['guide', 'picture'],
      ['hero', 'background_image'],
    ]) {
      expect(validateSiteContent(section!, key!, value)).toBe(ok ? null : SITE_CONTENT_MESSAGES.imageUrl);
    }
  });

  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', true],
    ['https://youtu.be/dQw4w9WgXcQ', true],
    ['https://vimeo.com/76979871', true],
    ['https://player.vimeo.com/video/76979871', true],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', true],
    ['https://vimeo.com/76979871/a1b2c3d4e5', true],
    ['https://www.youtube.com/@WabamunFishing', false],
    ['https://www.youtube.com/watch?v=x', false],
    ['https://www.youtube.com/playlist?list=PL123', false],
    ['https://vimeo.com/channels/staffpicks', false],
    ['/media/hero-lake.mp4', true],
    ['/media/hero-lake.webm', true],
    ['', true],
    ['http://www.youtube.com/watch?v=x', false],
    ['https://evil.example.com/video.mp4', false],
    ['https://youtube.com.evil.example/watch', false],
    ['/media/hero.mov', false],
    ['javascript:alert(1)', false],
  ])('hero.video_url %p accepted: %p', (value, ok) => {
    expect(validateSiteContent('hero', 'video_url', value)).toBe(ok ? null : SITE_CONTENT_MESSAGES.videoUrl);
  });

  test('text keys refuse empty and over-long values', () => {
    expect(validateSiteContent('hero', 'title', '   ')).toBe('This field cannot be empty');
    expect(validateSiteContent('about', 'description', '')).toBe('This field cannot be empty');
    expect(validateSiteContent('hero', 'buttonText', 'x'.repeat(40))).toBeNull();
    expect(validateSiteContent('hero', 'buttonText', 'x'.repeat(41))).toBe('This field must be at most 40 characters');
    expect(validateSiteContent('claims', 'fish', '3K+')).toBeNull();
    expect(validateSiteContent('claims', 'fish', 'three thousand')).toBe('This field must be at most 12 characters');
  });

  test('unknown sections and keys are named in the message', () => {
    expect(validateSiteContent('hero', 'colour', 'blue')).toBe("Unknown site content 'hero.colour'");
    expect(validateSiteContent('footer', 'title', 'x')).toBe("Unknown site content 'footer.title'");
    // Names inherited from Object.prototype are not keys of the registry.
    expect(siteContentRule('hero', 'toString')).toBeUndefined();
    expect(siteContentRule('constructor', 'name')).toBeUndefined();
  });
});

describe('site content defaults', () => {
  test('every default entry is a registered key its own rule accepts', () => {
    const entries = defaultSiteContentEntries();
    for (const { section, key, value } of entries) {
      expect([`${section}.${key}`, validateSiteContent(section, key, value)]).toEqual([`${section}.${key}`, null]);
    }
    expect(new Set(entries.map((e) => `${e.section}.${e.key}`)).size).toBe(entries.length);
  });

  test('list the contact details, hero, guide, about and claims texts, and no pictures', () => {
    const byId = Object.fromEntries(defaultSiteContentEntries().map((e) => [`${e.section}.${e.key}`, e.value]));
    expect(byId['contact.phone']).toBe(SITE_DEFAULTS.phone);
    expect(byId['contact.email']).toBe('bookings@wabamunfishing.ca');
    expect(byId['hero.buttonText']).toBe('Book Your Lake Fishing Trip');
    expect(byId['guide.phone']).toBe(GUIDE_DEFAULTS.phone);
    expect(byId['guide.specialties']).toBe('Northern pike, walleye, perch');
    expect(byId['about.title']).toEqual(expect.any(String));
    expect(byId['about.description']).toEqual(expect.any(String));
    expect([byId['claims.experience'], byId['claims.rating'], byId['claims.clients'], byId['claims.fish']]).toEqual([
      '10+',
      '4.9',
      '500+',
      '3K+',
    ]);
    expect(CLAIMS_DEFAULTS.rating).toBe('4.9');
    expect(byId['contact.name']).toBeUndefined();
    for (const picture of ['guide.picture', 'branding.logo', 'hero.video_url', 'hero.background_image'])
      expect(byId[picture]).toBeUndefined();
  });
});
