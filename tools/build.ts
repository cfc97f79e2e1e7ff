import { build as bundleServer } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { build as buildClient, type Manifest } from 'vite';
import { buildInfoPath, hashBuildInputs, packageRoot, type BuildInfo } from './production-build';

// `npm run build`: the client (Vite) and the server (esbuild) into dist/, every text asset
// precompressed (brotli + gzip, served as-is by the server), dist/build-info.json, and the
// size of the JavaScript the search page and Rooms-And-Rates load before the guest can do
// anything, each against its budget (docs/budgets.md).

const distDir = join(packageRoot, 'dist');
const clientDir = join(distDir, 'client');
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.webmanifest', '.json', '.txt', '.ico', '.xml']);

interface PageBudget {
  page: string;
  budgetBytes: number;
  /** Route modules the page loads: the route files themselves or their lazily loaded component chunks (not their not-found or error components). */
  routes: RegExp;
}

const pageBudgets: PageBudget[] = [
  {
    page: 'the search page',
    budgetBytes: 150_000,
    routes: /^routes\/(__root|Book\/\$propertyCode(\/route|\/index)?)\.tsx(\?tsr-split=(component|loader))?$/,
  },
  {
    page: 'Rooms-And-Rates',
    budgetBytes: 180_000,
    routes: /^routes\/(__root|Book\/\$propertyCode(\/route|\/Rooms-And-Rates)?)\.tsx(\?tsr-split=(component|loader))?$/,
  },
];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function buildProduction(): Promise<void> {
  const started = Date.now();
  process.chdir(packageRoot);
  const inputHash = hashBuildInputs();
  const buildId = process.env.STAYFRONT_BUILD_ID || inputHash.slice(0, 12);
  // The client reads the same id (vite.config.ts), so caches persisted in browsers bust with it.
  process.env.STAYFRONT_BUILD_ID = buildId;
  rmSync(buildInfoPath, { force: true });

  await bundleServer({
    entryPoints: [join(packageRoot, 'src/server/main.ts')],
    outfile: join(distDir, 'server/main.js'),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    bundle: true,
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  console.log(`server bundled: dist/server/main.js`);

  await buildClient({
    configFile: join(packageRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { manifest: true },
  });
  console.log('client built: dist/client');

  // The server's entry into the app: the first screen of the booking pages, rendered from the
  // app's own components (src/client/ssr-entry.tsx), imported by the server from dist/ssr.
  await buildClient({
    configFile: join(packageRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'ssr-entry.tsx', outDir: join(distDir, 'ssr'), emptyOutDir: true, copyPublicDir: false },
    // One file with everything it imports, React's production build included: the server is
    // not started with NODE_ENV set, and React's development build renders several times slower.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  });
  console.log('server entry built: dist/ssr');

  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  refuseChunkCycles(manifest);

  const compressed = await precompress(clientDir);
  console.log(`precompressed ${compressed} files (.br, .gz)`);

  const info: BuildInfo = { buildId, builtAt: new Date().toISOString(), inputHash };
  mkdirSync(distDir, { recursive: true });
  writeFileSync(buildInfoPath, JSON.stringify(info, null, 2) + '\n');

  const over: string[] = [];
  for (const page of pageBudgets) if (!(await reportPageJavaScript(manifest, page))) over.push(page.page);
  console.log(`build ${buildId} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // `npm test` refuses a page over its budget; `npm start` still runs what was built.
  if (over.length > 0 && process.argv.includes('--enforce-budgets')) {
    console.error(`JavaScript over budget: ${over.join(', ')} (docs/budgets.md)`);
    process.exitCode = 1;
  }
}

/** Writes .br and .gz beside every text asset they make smaller; returns how many were done. */
async function precompress(dir: string): Promise<number> {
  const files = listFiles(dir).filter((file) => compressible.has(extname(file)) && !file.includes('/.vite/'));
  let done = 0;
  // Brotli 11 is slow; a few at a time keeps the libuv pool busy without flooding memory.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const source = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      if (br.length < source.length) writeFileSync(`${file}.br`, br);
      if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
      done++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return done;
}

/**
 * Fails the build when chunks import each other in a circle. Whichever of them the browser
 * reaches first runs before the other has set its exports, so a module-level use of one of them
 * (a schema's `.extend`) throws: the staff console's booking page, opened by its address, once
 * showed "Something went wrong" for exactly that.
 */
function refuseChunkCycles(manifest: Manifest): void {
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (key: string, path: string[]): void => {
    if (state.get(key) === 'done') return;
    if (state.get(key) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(key)), key].map((k) => manifest[k]?.file ?? k);
      throw new Error(
        `chunks import each other in a circle: ${cycle.join(' -> ')} (see the chunk groups in vite.config.ts)`,
      );
    }
    state.set(key, 'visiting');
    for (const imported of manifest[key]?.imports ?? []) visit(imported, [...path, key]);
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) visit(key, []);
}

/**
 * Prints the gzip size of the JavaScript a page loads before its first interaction, flagged
 * against its budget; whether it is within.
 */
async function reportPageJavaScript(manifest: Manifest, { page, budgetBytes, routes }: PageBudget): Promise<boolean> {
  const chunks = new Set<string>();
  const addWithStaticImports = (key: string) => {
    if (chunks.has(key) || !manifest[key]) return;
    chunks.add(key);
    for (const imported of manifest[key].imports ?? []) addWithStaticImports(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) addWithStaticImports(key);
  }
  const routeChunks = Object.keys(manifest).filter((key) => routes.test(key));
  for (const key of routeChunks) addWithStaticImports(key);

  const rows = await Promise.all(
    [...chunks]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => {
        const source = readFileSync(join(clientDir, file));
        return { file, raw: source.length, gzip: (await gzipAsync(source, { level: 9 })).length };
      }),
  );
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(`\nJavaScript ${page} loads before the first interaction (gzip):`);
  for (const row of rows) console.log(`  ${kB(row.gzip).padStart(10)}  ${kB(row.raw).padStart(10)} raw  ${row.file}`);
  if (routeChunks.length === 0)
    console.log(`  (no route chunk of ${page} found in the manifest: only the entry is counted)`);
  const verdict = total <= budgetBytes ? 'within' : 'OVER';
  console.log(`  ${kB(total).padStart(10)}  total, ${verdict} the ${kB(budgetBytes)} budget (docs/budgets.md)\n`);
  return total <= budgetBytes;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((path) => statSync(path).isFile());
}

buildProduction().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
