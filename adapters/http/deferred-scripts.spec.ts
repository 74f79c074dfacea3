import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { deferScripts } from './deferred-scripts';

const INDEX = `<!doctype html><html><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-2.js">
    <link rel="modulepreload" crossorigin href="/assets/site-info-3.js">
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
</head><body><div id="root"><!--page-body--></div>
<!--page-data-->
</body></html>`;

const loaderOf = (page: string) => /<script>([^<]+)<\/script>/.exec(page)?.[1];

/**
 * Runs the loader against a stand-in document and window; frames, timers and paint reports happen
 * only when the test says so.
 */
function runLoader(loader: string, { paintTiming = true, rendered = true } = {}) {
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const observers: ((list: { getEntries(): { name: string }[] }) => void)[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
    getElementById: (id: string) => (id === 'root' ? { firstElementChild: rendered ? {} : null } : null),
  };
  class PerformanceObserver {
    static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: { getEntries(): { name: string }[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      if (options.type === 'paint' && options.buffered) observers.push(this.callback);
    }
  }
  const window = { PerformanceObserver: paintTiming ? PerformanceObserver : undefined };
  runInNewContext(loader, {
    document,
    window,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  return {
    added,
    nextFrame: () => frames.splice(0).forEach((fn) => fn()),
    timer: (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.fn()),
    paint: (name: string) => observers.forEach((report) => report({ getEntries: () => [{ name }] })),
  };
}

const ADDED = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/framework-2.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/site-info-3.js' },
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
];

describe("the public site's scripts, requested after the first frame", () => {
  const deferred = deferScripts(INDEX);
  const page = deferred.template(INDEX);

  test('the module script and its preloads leave the head; one inline loader, allowed by its hash, ends the body', () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-abc.css">');
    expect(page).toMatch(/<!--page-data-->\n<script>[^<]+<\/script>\n {2}<\/body>/);
    const loader = loaderOf(page)!;
    expect(deferred.cspSource).toBe(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
  });

  test('nothing is requested before the browser reports the first contentful paint; then the same tags, once', () => {
    const run = runLoader(loaderOf(page)!);
    run.nextFrame();
    run.nextFrame();
    run.paint('first-paint');
    run.timer(0);
    expect(run.added).toEqual([]);
    run.paint('first-contentful-paint');
    run.timer(0);
    expect(run.added).toEqual(ADDED);
    run.timer(1000);
    expect(run.added).toHaveLength(3);
  });

  test('without Paint Timing, the second animation frame starts them', () => {
    const run = runLoader(loaderOf(page)!, { paintTiming: false });
    run.nextFrame();
    run.timer(0);
    expect(run.added).toEqual([]);
    run.nextFrame();
    run.timer(0);
    expect(run.added).toEqual(ADDED);
  });

  test('a page that paints nothing (a tab opened in the background) still loads its scripts after a second', () => {
    const run = runLoader(loaderOf(page)!);
    run.timer(1000);
    expect(run.added).toEqual(ADDED);
  });

  test('a page the server could not render (an empty root) starts them at once: the browser renders it', () => {
    expect(runLoader(loaderOf(page)!, { rendered: false }).added).toEqual(ADDED);
  });

  test('an index.html without a module script (no build) is left as it is, and nothing is allowed inline', () => {
    for (const html of ['', '<html><head></head><body></body></html>']) {
      const none = deferScripts(html);
      expect(none.cspSource).toBeNull();
      expect(none.template(INDEX)).toBe(INDEX);
    }
  });
});
