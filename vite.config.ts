import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

// Vite's root is src/client; the client build goes to dist/client and is served under /ClientApp/.
// Tests: domain and client units in one project; the server suite on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set. Races for the last room or cover need a real
// PostgreSQL (PGlite runs one transaction at a time), so concurrency tests run only there, as
// do the tests of lost database connections (PGlite has none to lose).
const serverSuite = (name: string, db: string) => ({
  extends: true as const,
  test: {
    name,
    root: '.',
    include: ['tests/server/**/*.test.ts'],
    exclude:
      db === 'postgres' ? [] : ['tests/server/**/*concurrency.test.ts', 'tests/server/**/database-faults.test.ts'],
    environment: 'node',
    env: { STAYFRONT_TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/server/global-setup.ts'],
  },
});

// Date-sensitive tests run again in a zone far from UTC (docs/architecture.md, tests): a stay date must
// not move with the zone of the machine that checks it. Only the files that do date maths or
// read "today" take the second zone, to keep the run short.
const otherZone = { TZ: 'Pacific/Auckland' };
const otherZoneClientTests = [
  'tests/client/search-draft.test.ts',
  'tests/client/stay-calendar-model.test.ts',
  'tests/client/pre-check-in-offline.test.ts',
];
const otherZoneServerTests = [
  'tests/server/mail/calendar-invite.test.ts',
  'tests/server/precheckin/pre-arrival.test.ts',
  'tests/server/availability/calendar.test.ts',
];

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const isVitest = process.env.VITEST !== undefined;

// Busts the persisted query cache (and names the build in logs) whenever the app changes.
function buildId(): string {
  if (process.env.STAYFRONT_BUILD_ID) return process.env.STAYFRONT_BUILD_ID;
  let commit = 'local';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout: the timestamp alone identifies the build
  }
  return `${commit}-${Date.now().toString(36)}`;
}

// Ionic's per-component modules only define custom elements when asked; telling the bundler
// so lets it drop the components the app never renders (docs/decisions/0007-ionic-elements-where-used.md).
const sideEffectFreeModules = [
  { test: /[\\/]@ionic[\\/]core[\\/]components[\\/]/, sideEffects: false },
  { test: /[\\/]ionicons[\\/]components[\\/]/, sideEffects: false },
];

// @ionic/react builds some component wrappers (IonNav, IonTabBar, IonRouterOutlet, IonPage...)
// with unannotated factory calls and `class ... extends React.Component`, and each web component
// of @ionic/core is wrapped by an unannotated proxyCustomElement(class ...) call. That keeps
// unused components in every bundle. All of these are pure; saying so lets unused ones go.
//
// @ionic/react also imports the modal and toast elements statically and defines them as IonModal
// is declared, which puts their code (~15 kB gzip) in the first chunk though no first page
// shows one. Cut loose here, they are defined by the code that opens them instead:
// src/client/ui/ion-modal.ts (the IonModal our dialogs import) and src/client/ui/notices.ts
// (notify, in place of IonToast and useIonToast); eslint.config.js keeps the others out.
const overlayElementImport =
  /^import \{ defineCustomElement as ([\w$]+) \} from '@ionic\/core\/components\/ion-(?:modal|toast)\.js';$/gm;
// The same holds for the elements only the side menu, dialogs and later steps show (menu, menu
// toggle, content, button, buttons, spinner, and the header and toolbar, which pages draw as
// plain markup: ~22 kB gzip): any wrapper the app uses anywhere keeps its element's code beside
// @ionic/react, in the first chunk. Their wrappers are kept, but the element class they read
// props against is looked up once the element is defined, by src/client/ui/ion-menu.ts,
// ion-content.ts, ion-button.ts, ion-spinner.ts and ion-header.ts, which travel with the code
// that shows them.
const laterElementImport =
  /^import \{ (Ion(?:Menu|MenuToggle|Content|Buttons|Spinner|Header|Toolbar)) as ([\w$]+), defineCustomElement as ([\w$]+) \} from '@ionic\/core\/components\/(ion-[\w-]+)\.js';$/gm;
const laterRoutingElementImport =
  /^import \{ IonButton as ([\w$]+) \} from '@ionic\/core\/components\/ion-button\.js';$/gm;
const elementDefinedLater = `const stayfrontElementDefinedLater = (tagName, name) => ({
  name,
  get prototype() {
    return customElements.get(tagName)?.prototype ?? HTMLElement.prototype;
  },
});`;
const ionicPureAnnotations: Plugin = {
  name: 'stayfront:ionic-pure-annotations',
  transform(code, id) {
    if (/[\\/]@ionic[\\/]core[\\/]components[\\/][^\\/]+\.js$/.test(id)) {
      return {
        code: code.replace(/=([A-Za-z_$][\w$]*)\(class extends /g, '=/*@__PURE__*/$1(class extends '),
        map: null,
      };
    }
    if (!/[\\/]@ionic[\\/]react[\\/]dist[\\/]index\.js$/.test(id)) return null;
    const annotated = code
      .replace(
        /^(const \w+ = )(create(?:ForwardRef|ReactComponent|RoutingComponent|InlineOverlayComponent)\(|React\.(?:memo|forwardRef)\()/gm,
        '$1/*@__PURE__*/ $2',
      )
      // `extends React.Component` reads a property, which the bundler must assume has effects;
      // so does `extends React.PureComponent`, which kept the unused tab bar (~5 kB gzip) in.
      .replace(/\bextends React\.Component\b/g, 'extends StayfrontReactComponent')
      .replace(/\bextends React\.PureComponent\b/g, 'extends StayfrontReactPureComponent')
      .replace(overlayElementImport, 'const $1 = undefined;')
      .replace(
        laterElementImport,
        "const $2 = /*@__PURE__*/ stayfrontElementDefinedLater('$4', '$1');\nconst $3 = undefined;",
      )
      .replace(laterRoutingElementImport, 'const $1 = undefined;');
    return {
      code: `import { Component as StayfrontReactComponent, PureComponent as StayfrontReactPureComponent } from 'react';\n${elementDefinedLater}\n${annotated}`,
      map: null,
    };
  },
};

// `ionicons/icons` is one module holding every icon; a module lives in one chunk, so every icon
// any page uses would ride in a chunk the first page loads. Each file that imports icons gets
// its own module per icon instead, which travels inside that file's chunk: an icon two pages
// share is a few hundred bytes twice, rather than a chunk of its own to fetch
// (docs/budgets.md: the search page's budget).
function ioniconsPerIcon(): Plugin {
  let icons: Map<string, string> | undefined;
  const iconSource = (name: string) => {
    icons ??= new Map(
      [
        ...readFileSync(fromHere('./node_modules/ionicons/icons/index.mjs'), 'utf8').matchAll(
          /^export const (\w+) = (".*");?$/gm,
        ),
      ].map((m) => [m[1]!, m[2]!]),
    );
    return icons.get(name);
  };
  const prefix = 'virtual:ionicon/';
  return {
    name: 'stayfront:ionicons-per-icon',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]client[\\/].*\.tsx?$/.test(id) || !code.includes("from 'ionicons/icons'")) return null;
      const importer = createHash('sha1').update(id).digest('hex').slice(0, 8);
      const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*'ionicons\/icons';/g, (_, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import ${local} from '${prefix}${imported}?in=${importer}';`;
          })
          .join('\n'),
      );
      return { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const name = id.slice(prefix.length + 1).replace(/\?.*$/, '');
      const svg = iconSource(name);
      if (!svg) this.error(`ionicons has no icon named ${name}`);
      return `export default ${svg};`;
    },
  };
}

export default defineConfig({
  root: 'src/client',
  base: '/ClientApp/',
  publicDir: fromHere('./public'),
  define: {
    __BUILD_ID__: JSON.stringify(isVitest ? 'test' : buildId()),
  },
  plugins: [
    // The router plugin must run before the React plugin.
    ...(isVitest
      ? []
      : [
          tanstackRouter({
            target: 'react',
            routesDirectory: fromHere('./src/client/routes'),
            generatedRouteTree: fromHere('./src/client/routeTree.gen.ts'),
            autoCodeSplitting: true,
          }),
        ]),
    ...(isVitest ? [] : [ioniconsPerIcon()]),
    react(),
    ionicPureAnnotations,
    ...(isVitest
      ? []
      : [
          VitePWA({
            strategies: 'generateSW',
            registerType: 'prompt',
            // pwa.ts registers the worker itself, with scope '/' (the server sends Service-Worker-Allowed: /).
            injectRegister: false,
            filename: 'sw.js',
            scope: '/',
            includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon.png'],
            manifest: {
              id: '/',
              name: 'Stayfront',
              short_name: 'Stayfront',
              description: 'Book your stay directly with the hotel.',
              lang: 'en-GB',
              start_url: '/',
              scope: '/',
              display: 'standalone',
              theme_color: '#1f3a5f',
              background_color: '#f6f4ef',
              icons: [
                { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
              ],
            },
            workbox: {
              globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2,webmanifest}'],
              // Photos are cached as they are viewed (below), not all downloaded up front.
              globIgnores: ['images/**'],
              // App routes get the shell; /api and the assets themselves never do.
              navigateFallback: '/ClientApp/index.html',
              navigateFallbackDenylist: [/^\/api\//, /^\/ClientApp\//],
              cleanupOutdatedCaches: true,
              clientsClaim: true,
              runtimeCaching: [
                {
                  // Property photos and logos, so a guest offline still sees the hotel.
                  urlPattern: ({ request, url }) =>
                    request.destination === 'image' && !url.pathname.startsWith('/api/'),
                  handler: 'StaleWhileRevalidate',
                  options: {
                    cacheName: 'stayfront-images',
                    expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
                    cacheableResponse: { statuses: [0, 200] },
                  },
                },
              ],
            },
          }),
        ]),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3001' },
  },
  build: {
    outDir: fromHere('./dist/client'),
    // No preload lists for lazily loaded code: they cost the first page some 3 kB of gzip
    // JavaScript (every lazy chunk's name and imports), for a fetch that the service worker's
    // precache serves after the first visit anyway. The pages drawn by the server name their own
    // route code instead (src/server/client-app/shell.ts). Stylesheets still load with their code.
    modulePreload: false,
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: sideEffectFreeModules },
      output: {
        // What every first page needs, in three chunks fetched side by side (each under 500 kB
        // raw, and cached apart: an app change leaves React and the router cached). Code that
        // only later steps or dialogs need stays in the chunks of the imports that load it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'tanstack', tags: ['$initial'], test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            { name: 'initial', tags: ['$initial'], priority: 1 },
            // The form kit and react-hook-form stay one chunk, as when only guest pages used them.
            {
              name: 'ruled-form',
              test: /[\\/](node_modules[\\/](react-hook-form|@hookform|@standard-schema)[\\/]|src[\\/]client[\\/]ui[\\/]ruled-form)/,
              includeDependenciesRecursively: false,
              priority: 0,
            },
            // The shared schema pieces (dates, errors, property codes) that guest pages and the
            // console both use: left to be placed, they landed in a console route's chunk that the
            // console imported back.
            { name: 'contract-common', test: /[\\/]src[\\/]contract[\\/]common\.ts$/, priority: 0 },
            // The staff console (its shell and every section's pages) loads as one chunk, and
            // only on /Admin: one file for the guest pages' route tree to name, not dozens. The
            // modules only it runs go with it (its API contracts, the definition file's schema,
            // the rates grid's rule): left to be placed apart, they landed in route chunks that
            // import the console while the console imported them back, a cycle that left a
            // schema undefined when a booking's page was opened by its address.
            {
              name: 'console',
              test: /[\\/]src[\\/](client[\\/](features[\\/]admin|routes[\\/]Admin[\\/])|contract[\\/](admin-|property-definition|webhooks|connection-codes)|domain[\\/]ari-changes)/,
              // Its own modules only: what it shares with the guest pages stays where it was.
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  test: {
    root: '.',
    env: { TZ: 'UTC' },
    // TEST_TODAY runs a suite as if on that day (tests/chosen-day.ts; npm run test:any-day).
    setupFiles: ['tests/chosen-day.ts'],
    // Vitest keeps a core for itself by default: on a 2-core machine, one test file at a time,
    // while a server file mostly waits for its database and the other core idles. Two at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Pure functions, no module state between files: one module graph per worker, not per file.
        test: {
          name: 'domain',
          root: '.',
          include: ['tests/domain/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        // legend-state is inlined so each test's fresh basket module gets a fresh store too. A
        // rendered page can take seconds on a busy 2-core machine; the default 5 s is too tight.
        test: {
          name: 'client',
          root: '.',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
          server: { deps: { inline: ['@legendapp/state'] } },
        },
      },
      serverSuite('server-pglite', 'pglite'),
      {
        extends: true,
        test: {
          name: 'domain-auckland',
          root: '.',
          include: ['tests/domain/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          env: otherZone,
        },
      },
      {
        extends: true,
        test: {
          name: 'client-auckland',
          root: '.',
          include: otherZoneClientTests,
          environment: 'jsdom',
          env: otherZone,
          server: { deps: { inline: ['@legendapp/state'] } },
        },
      },
      {
        ...serverSuite('server-auckland', 'pglite'),
        test: {
          ...serverSuite('server-auckland', 'pglite').test,
          include: otherZoneServerTests,
          env: { STAYFRONT_TEST_DB: 'pglite', ...otherZone },
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [serverSuite('server-postgres', 'postgres')] : []),
    ],
  },
});
