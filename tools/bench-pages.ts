import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { build as buildWithVite } from 'vite';
import { quietChromiumFlags } from '../e2e/chromium';
import { freePort, startProcess, stopProcess, waitForReady } from './local-server';
import { packageRoot } from './production-build';

// `npm run bench:pages`: Lighthouse (mobile preset, simulated throttling) against the
// production build served by the real server on a fresh embedded database, beside a minimal
// React page served in the same run as the floor. Each page is measured five times (in rounds,
// every page once a round, so that a machine busy for a while weighs on all pages alike) and
// every figure is the median. It builds nothing of the app: run `npm run build` first.
// `-- --baseline DIR` also serves another build (DIR is its dist/ folder, say of the previous
// commit) and measures its pages in the same rounds, for a before/after table.
// Budgets: docs/budgets.md.

const runs = Number(process.env.BENCH_PAGES_RUNS ?? 5);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the browser suite starts it (nothing to fetch on a machine with only loopback), headless.
const chromiumFlags = [
  '--headless',
  ...quietChromiumFlags,
  // Debian's Chromium 156 starts the desktop omnibox popup (a WebUI page in a renderer of its
  // own) even headless: on a 2-core machine it took some 2.6 s of CPU during a page load,
  // slowing the measured page's tasks several times over. A phone runs nothing of the kind.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,PreloadTopChromeWebUI',
];

const budgets = { score: 95, lcpRatio: 1.5, tbtMs: 150, cls: 0.02, accessibility: 100, searchPageBytes: 200_000 };

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  accessibility: number;
}

interface PageResult extends Run {
  name: string;
  search?: boolean;
  /** A page of the --baseline build: shown, not judged. */
  baseline?: boolean;
}

const gzipAsync = promisify(gzip);

interface Page {
  name: string;
  url: string;
  /** The search page: the page whose first visit has a byte budget. */
  search?: boolean;
  baseline?: boolean;
}

async function main(): Promise<void> {
  const distDir = join(packageRoot, 'dist');
  const baselineArg = process.argv.indexOf('--baseline');
  const baselineDist = baselineArg === -1 ? undefined : process.argv[baselineArg + 1];
  for (const dir of [distDir, ...(baselineDist ? [baselineDist] : [])]) {
    if (!existsSync(join(dir, 'server/main.js')) || !existsSync(join(dir, 'client/index.html'))) {
      throw new Error(`No production build in ${dir}: run \`npm run build\` first.`);
    }
  }
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath} (set CHROMIUM_PATH).`);

  const floorDir = await buildFloorPage();
  const floorPort = await freePort();
  const floor = { child: startProcess(['--input-type=module', '-e', floorServerScript(floorDir, floorPort)], {}) };
  const servers = [await startApp(distDir)];
  try {
    if (baselineDist) servers.push(await startApp(baselineDist));
    await waitForReady(`http://127.0.0.1:${floorPort}/`, floor.child, 240_000);
    for (const server of servers) await waitForReady(`${server.baseUrl}/api/ready`, server.child, 240_000);
    const from = isoDate(14);
    const to = isoDate(16);
    const pages: Page[] = [{ name: 'minimal React (floor)', url: `http://127.0.0.1:${floorPort}/` }];
    servers.forEach((server, i) => {
      const label = baselineDist ? (i === 0 ? ' (this build)' : ' (baseline)') : '';
      pages.push(
        { name: `/Book/DEMO${label}`, url: `${server.baseUrl}/Book/DEMO`, search: true, baseline: i > 0 },
        {
          name: `/Book/DEMO/Rooms-And-Rates${label}`,
          url: `${server.baseUrl}/Book/DEMO/Rooms-And-Rates?from=${from}&to=${to}&rooms=2-0-0`,
          baseline: i > 0,
        },
      );
    });
    // Warm the servers' caches once, so the first measured run is not a cold start.
    for (const page of pages) await fetch(page.url);
    const measured = new Map<Page, Run[]>(pages.map((page) => [page, []]));
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        const run = await lighthouse(page.url);
        measured.get(page)!.push(run);
        process.stderr.write(
          `  round ${round}/${runs} ${page.name}: ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, ${(run.bytes / 1000).toFixed(0)} KB\n`,
        );
      }
    }
    const results = pages.map((page) => ({ ...page, ...medians(measured.get(page)!) }));
    const ok = printTable(results);
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const server of servers) await server.stop();
    await stopProcess(floor.child);
  }
}

/** The real server of a build on its own port and a fresh embedded database with the demo. */
async function startApp(dist: string): Promise<{ baseUrl: string; child: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'stayfront-bench-pages-'));
  const child = startProcess([join(dist, 'server/main.js')], {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  });
  return {
    baseUrl,
    child,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run; a busy machine now and then spoils a trace (NO_NAVSTART): tried again. */
async function lighthouse(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(`  (run failed, trying again: ${error instanceof Error ? error.message : String(error)})\n`);
    }
  }
}

/** One Lighthouse run through its CLI (the mobile preset is its default). */
async function lighthouseOnce(url: string): Promise<Run> {
  const out = join(mkdtempSync(join(tmpdir(), 'stayfront-lighthouse-')), 'report.json');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          join(packageRoot, 'node_modules/lighthouse/cli/index.js'),
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility',
          `--chrome-flags=${chromiumFlags.join(' ')}`,
        ],
        {
          cwd: packageRoot,
          env: { ...process.env, CHROME_PATH: chromiumPath },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`Lighthouse exited with ${code} on ${url}`)),
      );
    });
    const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((report.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    };
  } finally {
    rmSync(join(out, '..'), { recursive: true, force: true });
  }
}

interface LighthouseReport {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

function medians(measured: Run[]): Run {
  const median = (pick: (run: Run) => number) => {
    const sorted = measured.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    score: median((r) => r.score),
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    cls: median((r) => r.cls),
    bytes: median((r) => r.bytes),
    accessibility: median((r) => r.accessibility),
  };
}

/** Prints the table with each figure against its budget; true when every page meets them all. */
function printTable(results: PageResult[]): boolean {
  const [floor, ...pages] = results as [PageResult, ...PageResult[]];
  const mark = (pass: boolean) => (pass ? 'pass' : 'FAIL');
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
  const rows: string[][] = [['Page', 'Score', 'LCP', 'LCP / floor', 'TBT', 'CLS', 'Bytes', 'Accessibility']];
  rows.push([
    floor.name,
    String(floor.score),
    `${(floor.lcpMs / 1000).toFixed(2)} s`,
    '1.00×',
    `${floor.tbtMs.toFixed(0)} ms`,
    floor.cls.toFixed(3),
    kB(floor.bytes),
    String(floor.accessibility),
  ]);
  let allPass = true;
  for (const page of pages) {
    const ratio = page.lcpMs / floor.lcpMs;
    const checks = {
      score: page.score >= budgets.score,
      lcp: ratio <= budgets.lcpRatio,
      tbt: page.tbtMs <= budgets.tbtMs,
      cls: page.cls <= budgets.cls,
      accessibility: page.accessibility >= budgets.accessibility,
      bytes: !page.search || page.bytes <= budgets.searchPageBytes,
    };
    if (!page.baseline) allPass &&= Object.values(checks).every(Boolean);
    rows.push([
      page.name,
      `${page.score} ${mark(checks.score)}`,
      `${(page.lcpMs / 1000).toFixed(2)} s`,
      `${ratio.toFixed(2)}× ${mark(checks.lcp)}`,
      `${page.tbtMs.toFixed(0)} ms ${mark(checks.tbt)}`,
      `${page.cls.toFixed(3)} ${mark(checks.cls)}`,
      page.search ? `${kB(page.bytes)} ${mark(checks.bytes)}` : kB(page.bytes),
      `${page.accessibility} ${mark(checks.accessibility)}`,
    ]);
  }
  rows.push([
    'Budget',
    `≥ ${budgets.score}`,
    '',
    `≤ ${budgets.lcpRatio}×`,
    `≤ ${budgets.tbtMs} ms`,
    `≤ ${budgets.cls}`,
    `≤ ${kB(budgets.searchPageBytes)} (search)`,
    `${budgets.accessibility}`,
  ]);
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\nLighthouse mobile, median of ${runs}, ${new Date().toISOString()}`);
  console.log(line(rows[0]!));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(allPass ? '\nEvery page is within its budgets.' : '\nSome pages are over budget.');
  return allPass;
}

/**
 * The floor: the smallest useful React page (a heading and a paragraph rendered by React),
 * built by Vite for production and served gzip-compressed, as the app is.
 */
async function buildFloorPage(): Promise<string> {
  // Under node_modules so that Vite resolves react from the package's own node_modules.
  const root = join(packageRoot, 'node_modules/.cache/stayfront-floor-page');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="description" content="A minimal React page"><title>Minimal React page</title></head>' +
      '<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    join(root, 'main.js'),
    "import { createElement as h } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(h('main', null, h('h1', null, 'Book your stay'), h('p', null, 'A minimal React page, the floor of this benchmark.')));\n",
  );
  const outDir = join(root, 'dist');
  await buildWithVite({ root, configFile: false, logLevel: 'warn', base: '/', build: { outDir, emptyOutDir: true } });
  for (const file of ['index.html', ...readdirAssets(outDir)]) {
    const source = readFileSync(join(outDir, file));
    writeFileSync(join(outDir, `${file}.gz`), await gzipAsync(source, { level: 9 }));
  }
  return outDir;
}

function readdirAssets(outDir: string): string[] {
  const assets = join(outDir, 'assets');
  return existsSync(assets) ? readdirSync(assets).map((name) => `assets/${name}`) : [];
}

function floorServerScript(dir: string, port: number): string {
  return `import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: ${JSON.stringify(dir)}, preCompressed: true });
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
}

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
