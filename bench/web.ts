/**
 * `npm run bench:web`: what a doctor's phone gets from the portal. Lighthouse (mobile preset: its
 * default emulation of a mid-range phone and slow 4G throttling) in Debian's Chromium, on the
 * portal home, the sign-in screen, sign-up and the profile (signed in), each `BENCH_WEB_RUNS` times
 * in a fresh browser (empty cache); prints the median of each figure, the bytes on the wire, and
 * the cache headers of index.html and of a hashed asset; then the sign-up captcha's solve time
 * (`BENCH_CAPTCHA_RUNS` dialogs, bench/lib/captcha.ts).
 * Without `BENCH_BASE_URL`, it starts a portal on PostgreSQL (`BENCH_DATABASE_URL`, emptied) on
 * `BENCH_PORT`, serving the build `npm run bench:web` has just made.
 */
import { existsSync } from 'node:fs';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { WEB_DIST } from '../apps/server/src/app.ts';
import { BENCH_PASSWORD, benchEmail } from '../apps/server/src/seed/bench.ts';
import { measureCaptcha, solvePercentile } from './lib/captcha.ts';
import { launchChromium, setCookies } from './lib/chromium.ts';
import { BENCH_DATABASE_URL, resetBenchDatabase } from './lib/database.ts';
import { intEnv } from './lib/env.ts';
import { createAgent, VirtualUser } from './lib/http.ts';
import { json, portalSignIn } from './lib/portal.ts';
import { startBenchServer, type BenchServer } from './lib/server.ts';
import { fmt, printTable, verdict } from './lib/stats.ts';
import { withWatchdog } from './lib/watchdog.ts';

const TARGET_SCORE = 95;
const TARGET_JS_BYTES = 150 * 1024;
const BENCH_ACCOUNT = benchEmail(1);
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

interface Page {
  name: string;
  /** Where Lighthouse goes, after `prepare` ran in the same fresh browser. */
  url: (base: URL, signedInCookies: string) => Promise<{ url: string; cookies?: string }>;
}

const PAGES: Page[] = [
  { name: 'portal home (#/)', url: async (base) => ({ url: `${base.origin}/` }) },
  {
    // What a client app's sign-in request leads to: the provider's authorization URL (the portal's own
    // `/portalLogin` one), redirected by the interaction to `/#/login?interactionId=…`.
    name: 'sign-in (#/login)',
    url: async (base) => {
      const user = new VirtualUser(base, createAgent(1));
      const { authUrl } = json<{ authUrl: string }>(
        await user.send('/portalLogin', { headers: { accept: 'application/json' } }),
        'GET /portalLogin',
      );
      return { url: new URL(authUrl, base).href, cookies: user.jar.header('/') };
    },
  },
  { name: 'sign-up (#/signUp/choice)', url: async (base) => ({ url: `${base.origin}/#/signUp/choice` }) },
  {
    name: 'profile (#/myProfile, signed in)',
    url: async (base, signedInCookies) => ({ url: `${base.origin}/#/myProfile`, cookies: signedInCookies }),
  },
];

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  requests: number;
  /**
   * Lighthouse's measure of this machine's speed (`environment.benchmarkIndex`): its mobile preset
   * slows the CPU 4 times whatever the machine, so a slower machine scores lower on the same page.
   */
  benchmarkIndex: number;
  /** Each script fetched, with its bytes on the wire, largest first. */
  scripts: [string, number][];
}

function figuresOf(lhr: Result): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    totalBytes: audit('total-byte-weight'),
    requests: requests.length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    scripts: scripts
      .map((item): [string, number] => [new URL(item.url ?? '', 'http://x').pathname, item.transferSize ?? 0])
      .sort((a, b) => b[1] - a[1]),
  };
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
}

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const kB = (bytes: number) => `${fmt(bytes / 1024)} kB`;
const seconds = (milliseconds: number) => `${fmt(milliseconds / 1000, 2)} s`;

async function lighthouseRun(url: string, cookies: string | undefined, base: URL): Promise<RunFigures> {
  const browser = await launchChromium();
  try {
    if (cookies) await setCookies(browser, base, cookies);
    const page = await browser.newPage();
    // The browser is fresh (empty cache): no storage reset, which would also drop the cookies just set.
    const flags: Flags = { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return figuresOf(result.lhr);
  } finally {
    await browser.close();
  }
}

async function signedInCookies(base: URL): Promise<string> {
  const user = new VirtualUser(base, createAgent(1));
  await portalSignIn(user, BENCH_ACCOUNT, process.env.BENCH_PASSWORD ?? BENCH_PASSWORD, base.origin);
  return user.jar.header('/') ?? '';
}

/** The headers a browser gets for index.html and for the entry script, asking for brotli. */
async function cacheHeaders(base: URL): Promise<[string, string][]> {
  const headersOf = async (path: string) => {
    const response = await fetch(new URL(path, base), { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    const header = (name: string) => response.headers.get(name) ?? '(none)';
    return `cache-control: ${header('cache-control')}; content-encoding: ${header('content-encoding')}; vary: ${header('vary')}`;
  };
  const html = await (await fetch(new URL('/', base))).text();
  const entry = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
  return [
    ['index.html (/)', await headersOf('/')],
    [`hashed asset (${entry ?? 'none'})`, entry ? await headersOf(entry) : 'no script in index.html'],
  ];
}

async function startPortal(): Promise<BenchServer | undefined> {
  if (process.env.BENCH_BASE_URL) return undefined;
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error('no build in apps/web/dist: run `npm run build` first');
  const databaseUrl = BENCH_DATABASE_URL;
  await resetBenchDatabase(databaseUrl);
  return startBenchServer({
    databaseUrl,
    port: Number(process.env.BENCH_PORT ?? 3900),
    env: { SEED_BENCH_ACCOUNTS: '1' },
  });
}

const runs = intEnv('BENCH_WEB_RUNS', 3, 1, 15);
const pages = PAGES.filter((page) => page.name.includes(process.env.BENCH_WEB_PAGES ?? ''));
const listScripts = process.env.BENCH_WEB_SCRIPTS === '1';
const captchaRuns = intEnv('BENCH_CAPTCHA_RUNS', 10, 1, 500);
const server = await startPortal();
const base = new URL(server?.base ?? process.env.BENCH_BASE_URL!);
if (!LOOPBACK.test(base.hostname)) throw new Error(`BENCH_BASE_URL must be a loopback address: ${base.href}`);

try {
  await withWatchdog(
    async () => {
      console.log(
        `bench:web  ${base.origin}  Lighthouse mobile preset, Chromium, ${runs} run(s) per page (medians), fresh browser each`,
      );
      const cookies = await signedInCookies(base);
      const summary: [string, string][] = [];
      for (const page of pages) {
        const all: RunFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          // A run Lighthouse gives up (a timeout on a loaded machine) is told and left out of the medians.
          try {
            const target = await page.url(base, cookies);
            all.push(await lighthouseRun(target.url, target.cookies, base));
          } catch (error) {
            console.error(`${page.name}: run ${run + 1} failed: ${(error as Error).message}`);
          }
        }
        if (all.length === 0) throw new Error(`${page.name}: every run failed`);
        const m = (key: Exclude<keyof RunFigures, 'scripts'>) => median(all.map((figures) => figures[key]));
        printTable(`${page.name}  (median of ${all.length} run(s))`, [
          ['performance score', `${fmt(m('score'), 0)}  (runs: ${all.map((f) => fmt(f.score, 0)).join(', ')})`],
          ['First Contentful Paint', seconds(m('fcp'))],
          ['Largest Contentful Paint', seconds(m('lcp'))],
          ['Total Blocking Time', `${fmt(m('tbt'), 0)} ms`],
          ['Cumulative Layout Shift', fmt(m('cls'), 3)],
          ['JavaScript on the wire', kB(m('jsBytes'))],
          ['all bytes on the wire', kB(m('totalBytes'))],
          ['requests', fmt(m('requests'), 0)],
          ["machine's benchmarkIndex (Lighthouse)", fmt(m('benchmarkIndex'), 0)],
        ]);
        if (listScripts) {
          printTable(
            `${page.name}: scripts of the first run, bytes on the wire`,
            all[0]!.scripts.map(([path, bytes]) => [path, kB(bytes)]),
          );
        }
        summary.push([
          page.name,
          `score ${fmt(m('score'), 0)} ${verdict(m('score') >= TARGET_SCORE)}, JS ${kB(m('jsBytes'))} ` +
            `${verdict(m('jsBytes') <= TARGET_JS_BYTES)}`,
        ]);
      }
      printTable('Caching (Accept-Encoding: br, gzip)', await cacheHeaders(base));

      const captcha = await measureCaptcha({ base: base.origin, runs: captchaRuns });
      const [p50, p95] = [solvePercentile(captcha, 50), solvePercentile(captcha, 95)];
      printTable(`Captcha of the sign-up e-mail dialog (${captcha.solves.length} dialogs, Chromium)`, [
        ['challenge maxnumber', [...new Set(captcha.solves.map((solve) => solve.maxnumber))].join(', ')],
        ['from the dialog opening to verified, p50', `${fmt(p50, 0)} ms`],
        ['p95', `${fmt(p95, 0)} ms`],
        ['failed', String(captcha.failures.length)],
      ]);
      summary.push([
        'captcha solve',
        `p50 ${fmt(p50, 0)} ms ${verdict(p50 <= 1000)}, p95 ${fmt(p95, 0)} ms ${verdict(p95 <= 3000)}`,
      ]);

      printTable(`Summary (targets: score >= ${TARGET_SCORE}, JavaScript <= ${kB(TARGET_JS_BYTES)})`, summary);
    },
    pages.length * runs * 3,
  );
} finally {
  await server?.stop();
}
