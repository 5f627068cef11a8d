/**
 * `npm run bench:web`: what a doctor's phone gets from the portal. Lighthouse (mobile preset: its
 * default emulation of a mid-range phone and slow 4G throttling) in Debian's Chromium, on the
 * portal home, the sign-in screen, sign-up, the profile (signed in), the administration board and
 * an account's page (signed in as a centre's administrator, an account of her centre), each
 * `BENCH_WEB_RUNS` times in a fresh browser (empty cache); prints the median of each figure, the
 * bytes on the wire and the LCP element, the cache headers of index.html and of a hashed asset;
 * then the sign-up captcha's solve time (`BENCH_CAPTCHA_RUNS` dialogs, bench/lib/captcha.ts); then
 * the table of every screen against its targets.
 * Without `BENCH_BASE_URL`, it starts a portal on PostgreSQL (`BENCH_DATABASE_URL`, emptied, then
 * seeded with the administration's data, `BENCH_WEB_ADMIN_ACCOUNTS` accounts) on `BENCH_PORT`,
 * serving the build `npm run bench:web` has just made.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { XSRF_COOKIE, XSRF_HEADER, type AdminAccountSummary, type Page as ListPage } from '@portal/shared';
import { WEB_DIST } from '../apps/server/src/app.ts';
import { BENCH_PASSWORD, benchEmail } from '../apps/server/src/seed/bench.ts';
import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD, BENCH_ADMIN_SITE } from './lib/admin-data.ts';
import { seedAdminBenchDatabase } from './lib/admin-database.ts';
import { measureCaptcha, solvePercentile } from './lib/captcha.ts';
import { launchChromium, setCookies } from './lib/chromium.ts';
import { BENCH_DATABASE_URL } from './lib/database.ts';
import { intEnv } from './lib/env.ts';
import { createAgent, VirtualUser } from './lib/http.ts';
import { json, portalSignIn } from './lib/portal.ts';
import { startBenchServer, type BenchServer } from './lib/server.ts';
import { fmt, printColumns, printTable } from './lib/stats.ts';
import { withWatchdog } from './lib/watchdog.ts';

const TARGET_SCORE = 95;
const TARGET_LCP_MS = 2500;
const TARGET_TBT_MS = 200;
/** The sign-in screen's, where client apps send a signed-out doctor. */
const TARGET_JS_BYTES = 150 * 1024;
const BENCH_ACCOUNT = benchEmail(1);
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The signed-in browsers' cookies, and the account whose page the administrator opens. */
interface Sessions {
  doctor: string;
  admin: string;
  accountId: string;
}

interface Page {
  name: string;
  /** Whether its JavaScript on the wire has a target (`TARGET_JS_BYTES`). */
  jsTarget?: boolean;
  /** Where Lighthouse goes, in a fresh browser with these cookies. */
  url: (base: URL, sessions: Sessions) => Promise<{ url: string; cookies?: string }>;
}

const PAGES: Page[] = [
  { name: 'portal home (#/)', url: async (base) => ({ url: `${base.origin}/` }) },
  {
    // What a client app's sign-in request leads to: the provider's authorization URL (the portal's own
    // `/portalLogin` one), redirected by the interaction to `/#/login?interactionId=…`.
    name: 'sign-in (#/login)',
    jsTarget: true,
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
    url: async (base, sessions) => ({ url: `${base.origin}/#/myProfile`, cookies: sessions.doctor }),
  },
  {
    name: "administration board (#/admin, a centre's administrator)",
    url: async (base, sessions) => ({ url: `${base.origin}/#/admin`, cookies: sessions.admin }),
  },
  {
    name: "an account's page (#/admin/users/{id}, an account of her centre)",
    url: async (base, sessions) => ({
      url: `${base.origin}/#/admin/users/${encodeURIComponent(sessions.accountId)}`,
      cookies: sessions.admin,
    }),
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
  /** The LCP element Lighthouse names: its label and its HTML's start. */
  lcpElement: string;
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
    lcpElement: lcpElementOf(lhr),
  };
}

interface NodeDetails {
  type?: string;
  nodeLabel?: string;
  snippet?: string;
}

/** The first node of the LCP breakdown insight's details (or of `largest-contentful-paint-element`'s). */
function lcpElementOf(lhr: Result): string {
  const found: NodeDetails[] = [];
  const visit = (value: unknown) => {
    if (found.length > 0 || typeof value !== 'object' || value === null) return;
    if ((value as NodeDetails).type === 'node') found.push(value as NodeDetails);
    else Object.values(value).forEach(visit);
  };
  // Lighthouse 13 names it in its LCP breakdown insight; earlier versions in an audit of its own.
  visit(lhr.audits['lcp-breakdown-insight']?.details);
  visit(lhr.audits['largest-contentful-paint-element']?.details);
  const node = found[0];
  if (!node) return '(none)';
  return `${(node.nodeLabel ?? '').slice(0, 60)}  ${(node.snippet ?? '').slice(0, 100)}`;
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
    const flags: Flags = {
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      // BENCH_WEB_TRACE_CATEGORIES=disabled-by-default-v8.cpu_profiler: the trace gets the script's samples too.
      additionalTraceCategories: process.env.BENCH_WEB_TRACE_CATEGORIES,
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    if (reports) {
      const name = `${new URL(url).hash.replace(/[^\w]+/g, '-').slice(0, 40) || 'home'}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(result.lhr));
      // Its trace too: what each long task ran (open it in DevTools' Performance panel).
      writeFileSync(join(reports, name.replace(/\.json$/, '.trace.json')), JSON.stringify(result.artifacts.Trace));
    }
    return figuresOf(result.lhr);
  } finally {
    await browser.close();
  }
}

/** A browser signed in through the password flow: its cookies. */
async function signedIn(base: URL, email: string, password: string): Promise<VirtualUser> {
  const user = new VirtualUser(base, createAgent(1));
  await portalSignIn(user, email, password, base.origin);
  return user;
}

/** The bench doctor's and the centre administrator's cookies, and an account of her centre. */
async function signIn(base: URL): Promise<Sessions> {
  const doctor = await signedIn(base, BENCH_ACCOUNT, process.env.BENCH_PASSWORD ?? BENCH_PASSWORD);
  const admin = await signedIn(base, BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD);
  const search = new URLSearchParams({ adminSiteId: BENCH_ADMIN_SITE, state: 'active', page: '1' });
  const accounts = json<ListPage<AdminAccountSummary>>(
    await admin.send(`/api/admin/users?${search.toString()}`, {
      headers: { accept: 'application/json', [XSRF_HEADER]: admin.jar.value(XSRF_COOKIE) ?? '' },
    }),
    'GET /api/admin/users',
  );
  const account = accounts.items.find((item) => item.email !== BENCH_ADMIN_EMAIL);
  if (!account) throw new Error(`no account in the centre ${BENCH_ADMIN_SITE}`);
  return { doctor: doctor.jar.header('/') ?? '', admin: admin.jar.header('/') ?? '', accountId: account.userId };
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
  const accounts = intEnv('BENCH_WEB_ADMIN_ACCOUNTS', 5000, 100, 1_000_000);
  const seeded = await seedAdminBenchDatabase(databaseUrl, { accounts, events: accounts * 3 });
  await seeded.client.end();
  return startBenchServer({
    databaseUrl,
    port: Number(process.env.BENCH_PORT ?? 3900),
    env: { SEED_BENCH_ACCOUNTS: '1' },
  });
}

/** What a screen misses of its targets, or `MET`. */
function verdictOf(page: Page, m: (key: Exclude<keyof RunFigures, 'scripts' | 'lcpElement'>) => number): string {
  const missed = [
    m('score') >= TARGET_SCORE ? '' : `score < ${TARGET_SCORE}`,
    m('lcp') < TARGET_LCP_MS ? '' : `LCP >= ${seconds(TARGET_LCP_MS)}`,
    m('tbt') < TARGET_TBT_MS ? '' : `TBT >= ${TARGET_TBT_MS} ms`,
    !page.jsTarget || m('jsBytes') <= TARGET_JS_BYTES ? '' : `JS > ${kB(TARGET_JS_BYTES)}`,
  ].filter(Boolean);
  return missed.length === 0 ? 'MET' : `NOT MET (${missed.join(', ')})`;
}

const runs = intEnv('BENCH_WEB_RUNS', 3, 1, 15);
const pages = PAGES.filter((page) => page.name.includes(process.env.BENCH_WEB_PAGES ?? ''));
const listScripts = process.env.BENCH_WEB_SCRIPTS === '1';
/** A folder where each run's Lighthouse report (JSON) is written, to read what an LCP waited for. */
const reports = process.env.BENCH_WEB_REPORTS;
if (reports) mkdirSync(reports, { recursive: true });
const captchaRuns = intEnv('BENCH_CAPTCHA_RUNS', 10, 0, 500);
const server = await startPortal();
const base = new URL(server?.base ?? process.env.BENCH_BASE_URL!);
if (!LOOPBACK.test(base.hostname)) throw new Error(`BENCH_BASE_URL must be a loopback address: ${base.href}`);

try {
  await withWatchdog(
    async () => {
      console.log(
        `bench:web  ${base.origin}  Lighthouse mobile preset, Chromium, ${runs} run(s) per page (medians), fresh browser each`,
      );
      const sessions = await signIn(base);
      const summary: string[][] = [];
      for (const page of pages) {
        const all: RunFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          // A run Lighthouse gives up (a timeout on a loaded machine) is told and left out of the medians.
          try {
            const target = await page.url(base, sessions);
            all.push(await lighthouseRun(target.url, target.cookies, base));
          } catch (error) {
            console.error(`${page.name}: run ${run + 1} failed: ${(error as Error).message}`);
          }
        }
        if (all.length === 0) throw new Error(`${page.name}: every run failed`);
        const m = (key: Exclude<keyof RunFigures, 'scripts' | 'lcpElement'>) =>
          median(all.map((figures) => figures[key]));
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
          ['LCP element (first run)', all[0]!.lcpElement],
        ]);
        if (listScripts) {
          printTable(
            `${page.name}: scripts of the first run, bytes on the wire`,
            all[0]!.scripts.map(([path, bytes]) => [path, kB(bytes)]),
          );
        }
        summary.push([
          page.name,
          fmt(m('score'), 0),
          seconds(m('lcp')),
          `${fmt(m('tbt'), 0)} ms`,
          kB(m('jsBytes')),
          verdictOf(page, m),
        ]);
      }
      printTable('Caching (Accept-Encoding: br, gzip)', await cacheHeaders(base));

      if (captchaRuns > 0) {
        const captcha = await measureCaptcha({ base: base.origin, runs: captchaRuns });
        const [p50, p95] = [solvePercentile(captcha, 50), solvePercentile(captcha, 95)];
        printTable(`Captcha of the sign-up e-mail dialog (${captcha.solves.length} dialogs, Chromium)`, [
          ['challenge maxnumber', [...new Set(captcha.solves.map((solve) => solve.maxnumber))].join(', ')],
          ['from the dialog opening to verified, p50', `${fmt(p50, 0)} ms`],
          ['p95', `${fmt(p95, 0)} ms`],
          ['failed', String(captcha.failures.length)],
        ]);
        const met = p50 <= 1000 && p95 <= 3000;
        summary.push([
          'captcha solve',
          '',
          `p50 ${fmt(p50, 0)} ms`,
          `p95 ${fmt(p95, 0)} ms`,
          '',
          met ? 'MET' : 'NOT MET',
        ]);
      }

      printColumns(
        `Summary, medians of ${runs} run(s) (targets: score >= ${TARGET_SCORE}, LCP < ${seconds(TARGET_LCP_MS)}, ` +
          `TBT < ${TARGET_TBT_MS} ms; sign-in's JavaScript <= ${kB(TARGET_JS_BYTES)}; captcha p50 <= 1 s, p95 <= 3 s)`,
        ['screen', 'score', 'LCP', 'TBT', 'JavaScript on the wire', 'verdict'],
        summary,
      );
    },
    pages.length * runs * 3,
  );
} finally {
  await server?.stop();
}
