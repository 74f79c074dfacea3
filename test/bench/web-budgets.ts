/**
 * `npm run bench:web`: the public site's budgets (docs/development.md), measured on the built site
 * served by the built server (a child process on the embedded defaults, exactly as `npm start` runs
 * it):
 *
 * - JavaScript that `/` runs before it is interactive (its module script and every chunk it
 *   imports statically), gzip, against 100 KB; and what the server actually sent for them.
 * - Lighthouse 13 (mobile profile: simulated slow 4G, 4x CPU slow-down) with Debian's Chromium
 *   on `/`, a blog post, `/liability-waiver` and `/share?ref=`: Performance 100, Accessibility >= 95,
 *   Best Practices >= 95, SEO 100; LCP <= 1.2 s, TBT <= 50 ms, CLS 0. Each page runs
 *   LIGHTHOUSE_RUNS times (default 3); each score and metric is the median of its runs (the runs
 *   are printed too: one slow run cannot pass or fail a page alone).
 *
 * It prints the figures and exits 1 when a budget is missed. It is a measurement, not a test: the
 * scores depend on the machine's load. Env: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_RUNS.
 */
import { ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = join(__dirname, '..', '..', '..');
const INITIAL_JS_BUDGET_KB = 100;
const SCORE_BUDGETS = { performance: 100, accessibility: 95, 'best-practices': 95, seo: 100 } as const;
/** The metric budgets, in milliseconds (CLS has none: it is a score, budget 0). */
const METRIC_BUDGETS = { lcp: 1200, tbt: 50, cls: 0 } as const;
type Category = keyof typeof SCORE_BUDGETS;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

interface LighthouseRun {
  readonly scores: Record<Category, number>;
  readonly metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
}

async function main(): Promise<void> {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`No Chromium at ${chrome}: apt-get install chromium, or set CHROME_PATH`);
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? '3'));
  const dataDir = mkdtempSync(join(tmpdir(), 'fishing-web-budgets-'));
  const port = await freePort();
  const server = startServer(port, dataDir);
  const origin = `http://127.0.0.1:${port}`;
  let failed = false;
  try {
    await waitForHealth(origin);
    const js = await initialJavaScript(origin);
    console.log(`\nJavaScript that / runs before it is interactive (budget ${INITIAL_JS_BUDGET_KB} KB gzip):`);
    for (const file of js.files)
      console.log(`  ${file.path.padEnd(40)} ${kb(file.gzip)} KB gzip (${kb(file.raw)} KB raw), sent ${kb(file.sent)} KB`);
    console.log(`  total: ${kb(js.gzip)} KB gzip, ${kb(js.sent)} KB as sent by the server`);
    if (js.gzip / 1024 > INITIAL_JS_BUDGET_KB) failed = true;

    const posts = (await (await fetch(`${origin}/api/blog-posts`)).json()) as { slug: string }[];
    // The share page is kept out of search engines on purpose (noindex): its SEO score is not a budget.
    const pages = [
      ['landing page', '/', true],
      ['blog post', `/blog/${posts[0]!.slug}`, true],
      ['waiver', '/liability-waiver', true],
      ['share', '/share?ref=WABAMUN', false],
    ] as const;

    console.log(
      `\nServer rendering, ${RENDER_SAMPLES} sequential requests each after 5 not counted (whole answer, gzip; ` +
        'each of its own address, so rendered anew rather than answered from the kept pages):',
    );
    for (const [label, path] of pages) {
      const times = await renderTimes(`${origin}${path}`);
      console.log(`  ${label.padEnd(13)} p50 ${ms(percentileOf(times, 0.5))}  p95 ${ms(percentileOf(times, 0.95))}`);
    }
    console.log(`\nLighthouse (mobile), each figure the median of ${runs} run${runs === 1 ? '' : 's'}:`);
    console.log('  page          perf  a11y  best  seo   FCP     LCP     TBT     CLS    SI');
    for (const [label, path, indexed] of pages) {
      const results: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouse(`${origin}${path}`, chrome));
      const { scores: s, metrics: m } = medianOf(results);
      console.log(
        `  ${label.padEnd(13)} ${pad(s.performance)} ${pad(s.accessibility)} ${pad(s['best-practices'])} ${pad(s.seo)}` +
          `  ${ms(m.fcp)} ${ms(m.lcp)} ${ms(m.tbt)} ${m.cls.toFixed(3).padStart(6)} ${ms(m.si)}`,
      );
      if (runs > 1) {
        for (const [i, run] of results.entries()) {
          console.log(
            `    run ${i + 1}: perf ${run.scores.performance}, LCP ${Math.round(run.metrics.lcp)} ms, TBT ${Math.round(run.metrics.tbt)} ms, CLS ${run.metrics.cls.toFixed(3)}`,
          );
        }
      }
      for (const [category, budget] of Object.entries(SCORE_BUDGETS) as [Category, number][]) {
        if (category === 'seo' && !indexed) continue;
        if (s[category] < budget) {
          console.log(`    below budget: ${category} ${s[category]} < ${budget}`);
          failed = true;
        }
      }
      for (const [metric, budget] of Object.entries(METRIC_BUDGETS) as [keyof typeof METRIC_BUDGETS, number][]) {
        if (m[metric] > budget) {
          console.log(`    over budget: ${metric.toUpperCase()} ${metric === 'cls' ? m[metric].toFixed(3) : ms(m[metric])} > ${budget}`);
          failed = true;
        }
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? '\nSome budgets were missed.' : '\nEvery budget is met.');
  process.exitCode = failed ? 1 : 0;
}

const RENDER_SAMPLES = 40;

/**
 * Milliseconds for whole page answers, one request at a time. The server keeps rendered pages by
 * address (adapters/public-reads), so each request adds a query parameter of its own: the server
 * renders each anew.
 */
async function renderTimes(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RENDER_SAMPLES + 5; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${url.includes('?') ? '&' : '?'}render=${i}`, { headers: { 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    if (i >= 5) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Each score and metric, the median of the runs (the middle one of an odd count, the lower middle of an even one). */
function medianOf(results: readonly LighthouseRun[]): LighthouseRun {
  const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const scores = Object.fromEntries(
    (Object.keys(SCORE_BUDGETS) as Category[]).map((c) => [c, middle(results.map((r) => r.scores[c]))]),
  ) as Record<Category, number>;
  const metric = (name: keyof LighthouseRun['metrics']) => middle(results.map((r) => r.metrics[name]));
  return { scores, metrics: { fcp: metric('fcp'), lcp: metric('lcp'), tbt: metric('tbt'), cls: metric('cls'), si: metric('si') } };
}

function percentileOf(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function startServer(port: number, dataDir: string): ChildProcess {
  const entry = join(root, 'dist', 'adapters', 'main.js');
  if (!existsSync(entry) || !existsSync(join(root, 'web', 'dist-server', 'entry-server.cjs'))) {
    throw new Error('Build first: npm run build');
  }
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
  };
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', (code) => {
    if (code) console.error(`server exited with ${code}`);
  });
  return child;
}

async function waitForHealth(origin: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer /api/health within 60 s');
}

interface ScriptSize {
  readonly path: string;
  readonly raw: number;
  readonly gzip: number;
  readonly sent: number;
}

/**
 * The module script that / starts (a `<script type="module">`, or the one its loader adds after the
 * first frame: adapters/http/deferred-scripts.ts) and every chunk it imports statically, followed
 * through the built files themselves: what runs before the page is interactive, whatever the
 * page preloads. The on-demand chunks (`import()`) are left out: the page is interactive without them.
 */
async function initialJavaScript(origin: string): Promise<{ files: ScriptSize[]; gzip: number; sent: number }> {
  const html = await (await fetch(`${origin}/`)).text();
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? /\.src=("\/assets\/[^"]+\.js")/.exec(html)?.[1];
  if (!entry) throw new Error('/ starts no module script');
  const pending = [entry.startsWith('"') ? (JSON.parse(entry) as string) : entry];
  const paths = new Set<string>();
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (paths.has(path)) continue;
    paths.add(path);
    const code = readFileSync(join(root, 'web', 'dist', path), 'utf8');
    // `import ... from "./x.js"` and `import "./x.js"`; never `import("./x.js")`.
    for (const m of code.matchAll(/\bimport\s*(?:[\w$*{][^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      pending.push(`${path.slice(0, path.lastIndexOf('/') + 1)}${m[1]!}`);
    }
  }
  const files: ScriptSize[] = [];
  for (const path of paths) {
    const file = join(root, 'web', 'dist', path);
    const bytes = readFileSync(file);
    files.push({ path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, sent: await sentBytes(`${origin}${path}`) });
  }
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0), sent: files.reduce((sum, f) => sum + f.sent, 0) };
}

/** Bytes on the wire for a browser that accepts gzip and brotli. */
async function sentBytes(url: string): Promise<number> {
  const { stdout } = await promisify(execFile)('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-H',
    'Accept-Encoding: gzip, br',
    '-w',
    '%{size_download}',
    url,
  ]);
  return Number(stdout);
}

async function lighthouse(url: string, chrome: string): Promise<LighthouseRun> {
  const out = join(mkdtempSync(join(tmpdir(), 'fishing-lighthouse-')), 'report.json');
  const bin = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  await promisify(execFile)(
    process.execPath,
    [
      bin,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<Category, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  rmSync(out, { force: true });
  const score = (c: Category) => Math.round(report.categories[c].score * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
const pad = (score: number) => String(score).padStart(4) + ' ';
const ms = (value: number) => `${Math.round(value)} ms`.padStart(7);

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
