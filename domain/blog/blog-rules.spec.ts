import { describe, expect, test } from '@jest/globals';
import { BLOG_LIMITS, chooseSlug, isFeaturedImage, publicationDate, seesDrafts, slugify, SLUG_PATTERN } from './blog-rules';

describe('slugify: the four steps, plus trimmed ends, ASCII letters and a fallback', () => {
  test.each([
    // the four steps: lowercase, symbols removed, spaces to hyphens, repeats collapsed
    ['Walleye Tips', 'walleye-tips'], // lowercase, space to hyphen
    ['Top 5 Walleye Tips!', 'top-5-walleye-tips'], // symbols removed, digits kept
    ['Pike & Perch: A Guide', 'pike-perch-a-guide'], // removed symbol leaves spaces: one hyphen
    ['Ice   fishing\tsafety\nfirst', 'ice-fishing-safety-first'], // any whitespace run
    ['Spring -- Summer - Fall', 'spring-summer-fall'], // repeated hyphens collapsed
    ['Wabamun Lake 2026-2027', 'wabamun-lake-2026-2027'], // hyphens kept
    ["Don't_miss the bite", 'dontmiss-the-bite'], // apostrophe and underscore are not letters
    // beyond those steps
    ['  -Leading and trailing- ', 'leading-and-trailing'],
    ['Pêche à Wabamun', 'peche-a-wabamun'], // accents taken off
    ['Crème brûlée CAFÉ', 'creme-brulee-cafe'],
    ['Straße 12', 'strae-12'], // no ASCII decomposition: removed
    ['!!! ???', 'post'], // nothing left
    ['', 'post'],
    ['🎣 Fish on 🎣', 'fish-on'],
  ])('%p -> %p', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  test('a generated slug never exceeds the maximum nor ends in a hyphen', () => {
    const slug = slugify(`${'a'.repeat(BLOG_LIMITS.slugMax - 1)} bcd`);
    expect(slug).toBe('a'.repeat(BLOG_LIMITS.slugMax - 1));
    expect(slugify('ﬁ'.repeat(BLOG_LIMITS.titleMax))).toHaveLength(BLOG_LIMITS.slugMax); // ligature expands
  });
});

describe('choosing a slug', () => {
  test('an empty or blank slug is generated from the title; a given one is kept', () => {
    expect(chooseSlug(undefined, 'Perch Derby')).toBe('perch-derby');
    expect(chooseSlug('  ', 'Perch Derby')).toBe('perch-derby');
    expect(chooseSlug('my-own', 'Perch Derby')).toBe('my-own');
  });

  test.each([
    ['walleye-tips', true],
    ['a', true],
    ['2026', true],
    ['Walleye-tips', false],
    ['walleye--tips', false],
    ['-walleye', false],
    ['walleye-', false],
    ['walleye tips', false],
    ['pêche', false],
    ['', false],
  ])('admin slug %p is valid: %p', (slug, valid) => {
    expect(SLUG_PATTERN.test(slug)).toBe(valid);
  });
});

describe('featured image', () => {
  test.each([
    ['/media/walleye-1.jpg', true],
    ['/media/abc.jpeg', true],
    ['/media/abc.webp', true],
    ['https://images.example.com/pike.png?w=800', true],
    ['/media/../etc/passwd', false],
    ['/media/Big.JPG', false],
    ['/media/clip.mp4', false],
    ['http://example.com/pike.png', false],
    ['javascript:alert(1)', false],
    ['https://example.com/a"onerror="alert(1)', false],
    ['https://', false],
    ['pike.png', false],
  ])('%p is accepted: %p', (value, ok) => {
    expect(isFeaturedImage(value)).toBe(ok);
  });
});

describe('publication date', () => {
  const first = new Date('2026-05-01T12:00:00Z');
  const now = new Date('2026-06-01T12:00:00Z');
  test('set the first time a post is published, then kept through unpublishing and republishing', () => {
    expect(publicationDate(null, false, now)).toBeNull();
    expect(publicationDate(null, true, now)).toBe(now);
    expect(publicationDate(first, false, now)).toBe(first);
    expect(publicationDate(first, true, now)).toBe(first);
  });
});

test('signed-in accounts see drafts, visitors and processes do not', () => {
  expect(seesDrafts({ kind: 'user', username: 'guide', role: 'admin' })).toBe(true);
  expect(seesDrafts({ kind: 'user', username: 'reader', role: 'auditor' })).toBe(true);
  expect(seesDrafts({ kind: 'visitor' })).toBe(false);
  expect(seesDrafts({ kind: 'system', process: 'sitemap' })).toBe(false);
});
