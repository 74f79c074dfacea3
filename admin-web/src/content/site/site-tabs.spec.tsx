import { describe, expect, test } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SITE_CONTENT_QUERY_KEY } from '@browser-kit/site/site-info';
import { HERO_DEFAULTS } from '../../../../domain/content/site-content-defaults';
import { SettingsView } from '../../settings/SettingsView';
import { GuideProfileTab } from './GuideProfileTab';
import { HeroVideoTab } from './HeroVideoTab';
import { LogoTab } from './LogoTab';
import { PageContentTab } from './PageContentTab';

const entry = (section: string, key: string, value: string) => ({
  section,
  key,
  value,
  updatedAt: '2026-01-01T00:00:00.000Z',
  media: null,
});
const ENTRIES = [
  entry('hero', 'title', 'Pike Week on Wabamun'),
  entry('hero', 'video_url', '/media/abc123.mp4'),
  entry('hero', 'background_image', '/media/still1.jpg'),
  entry('guide', 'picture', '/media/guide1.png'),
  entry('guide', 'phone', '(780) 555-0199'),
  entry('branding', 'logo', '/media/logo1.png'),
];

const LOADING = Symbol('loading');

function render(element: ReactElement, entries: unknown = ENTRIES): string {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (entries !== LOADING) client.setQueryData(SITE_CONTENT_QUERY_KEY, entries);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

const TABS = [
  ['Page Content', PageContentTab],
  ['Hero Video', HeroVideoTab],
  ['Guide Profile', GuideProfileTab],
  ['Logo', LogoTab],
  ['Settings', SettingsView],
] as const;

/** Anything a user could change something with. */
const WRITE_CONTROLS = /<(input|textarea|select|form)\b|<button\b/;

describe.each(TABS)('%s', (title, Tab) => {
  test('its title is the h2', () => {
    expect(render(<Tab canChange />)).toContain(`<h2 id=`);
    expect(render(<Tab canChange />)).toMatch(new RegExp(`<h2[^>]*>${title}</h2>`));
  });

  test('an auditor sees the content but no control that changes it', () => {
    const html = render(<Tab canChange={false} />);
    expect(html).not.toMatch(WRITE_CONTROLS);
  });

  test('an admin gets controls, each with a label', () => {
    const html = render(<Tab canChange />);
    expect(html).toMatch(WRITE_CONTROLS);
    const ids = [...html.matchAll(/<(?:input|textarea)\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    const unlabelled = [...html.matchAll(/<(?:input|textarea)\b(?![^>]*\bid=)[^>]*>/g)].filter((m) => !/type="radio"/.test(m[0]));
    expect(unlabelled).toEqual([]);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });

  test('waits for the stored content instead of showing a form of defaults', () => {
    const html = render(<Tab canChange />, LOADING);
    expect(html).toContain('role="status"');
    expect(html).not.toMatch(/<form\b/);
  });
});

describe('what the tabs show', () => {
  test('Page Content starts from the stored text, else the default', () => {
    const html = render(<PageContentTab canChange />);
    expect(html).toContain('value="Pike Week on Wabamun"');
    expect(html).toContain(`value="${HERO_DEFAULTS.buttonText}"`);
    expect(render(<PageContentTab canChange={false} />)).toContain('<dd>Pike Week on Wabamun</dd>');
  });

  test('Logo: preview, URL input, both buttons and the guidelines', () => {
    const html = render(<LogoTab canChange />);
    expect(html).toMatch(/<img[^>]*src="\/media\/logo1.png"/);
    expect(html).toMatch(/<input[^>]*type="url"[^>]*value="\/media\/logo1.png"/);
    expect(html).toContain('>Update Logo</button>');
    expect(html).toContain('>Reset to Default</button>');
    expect(html).toContain('best at 64x64 pixels or larger, and square');
    const fresh = render(<LogoTab canChange />, []);
    expect(fresh).toContain('aria-label="Default logo"');
    expect(fresh).toMatch(/<button[^>]*disabled=""[^>]*>Reset to Default/);
  });

  test('Hero Video: an uploaded video starts the toggle on the upload, with the current one shown', () => {
    const html = render(<HeroVideoTab canChange />);
    expect(html).toMatch(/<video[^>]*src="\/media\/abc123.mp4"/);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="upload"/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="video\/mp4,video\/webm"/);
    expect(html).toContain('>Remove Video</button>');
    expect(html).toMatch(/<img[^>]*src="\/media\/still1.jpg"/);
  });

  test('Hero Video with a link: the link form', () => {
    const html = render(<HeroVideoTab canChange />, [entry('hero', 'video_url', 'https://youtu.be/abc')]);
    expect(html).toMatch(/<input[^>]*type="url"[^>]*value="https:\/\/youtu.be\/abc"/);
    expect(html).not.toContain('>Remove Picture</button>');
  });

  test('Guide Profile shows the picture and an image upload', () => {
    const html = render(<GuideProfileTab canChange />);
    expect(html).toMatch(/<img[^>]*src="\/media\/guide1.png"/);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="image\/png,image\/jpeg,image\/gif,image\/webp"/);
  });

  test('an unsafe stored address is never put in a src', () => {
    const html = render(<GuideProfileTab canChange={false} />, [entry('guide', 'picture', 'javascript:alert(1)')]);
    expect(html).not.toContain('javascript:');
  });

  test('Settings: the phone form with its format and the messages it receives', () => {
    const html = render(<SettingsView canChange />);
    expect(html).toMatch(/<input[^>]*type="tel"[^>]*value="\(780\) 555-0199"/);
    expect(html).toContain('Format: (XXX) XXX-XXXX');
    expect(html).toContain('New booking alert (SMS)');
    expect(html).toContain('Cancellation alert (SMS)');
    expect(render(<SettingsView canChange={false} />)).toContain('<strong>(780) 555-0199</strong>');
  });
});
