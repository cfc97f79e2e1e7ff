import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The house of docs/architecture.md, enforced. Syntax-only TypeScript rules (no type-aware
// linting): `tsc` already type-checks, and lint must stay fast on two cores.

const sourceFiles = ['**/*.{ts,tsx}'];

// Server code every feature may use, and which uses no feature in turn: the files directly in
// src/server (config, errors, and small shared pieces), the database, mail, payments, `platform`
// (health, admin token, security headers, error handler, log redaction, API docs: cross-cutting
// HTTP, not a product area) and `shared` (ports and read models several features use, such as a
// booking's rooms).
const serverSharedFolders = ['db', 'mail', 'payments', 'platform', 'shared'];
// Features any other feature may import: the property every area belongs to, and the staff
// access guard and audit log every /api/Admin call goes through (the console's shell on the
// client). Keep this short;
// anything else two features need goes to domain (rules) or to the shared modules above.
const serverFoundations = ['properties', 'staff'];
const clientFoundations = ['property', 'admin'];
// The composition roots put the features together; only other roots and tests import them. On the
// server: `app.ts` and `main.ts`, the operators' commands (`cli/`) and the database's start-up preparation
// (`db/seed/`: static data and the demo, through the features that own them). In the client:
// `main.tsx`, the router and its route files, and the server's entry into the app (`ssr-entry.tsx`
// and the first screen it renders, `first-screen.tsx`).
const serverRoots = ['src/server/app.ts', 'src/server/main.ts', 'src/server/cli/**', 'src/server/db/seed/**'];
const clientRoots = [
  'src/client/main.tsx',
  'src/client/router.tsx',
  'src/client/routeTree.gen.ts',
  'src/client/routes/**',
  'src/client/ssr-entry.tsx',
  'src/client/first-screen.tsx',
];

const element = (selector) => ({ element: selector });
const to = (selector) => ({ to: { element: selector } });
const root = (selector) => ({ element: selector, file: { categories: 'root' } });
const dependencyPolicies = [
  // Arrows point down: contract <- domain <- server | client.
  { from: element({ type: 'contract' }), allow: to({ type: 'contract' }) },
  { from: element({ type: 'domain' }), allow: to({ types: ['contract', 'domain'] }) },
  { from: element({ type: 'server-*' }), allow: to({ types: ['contract', 'domain', 'server-shared'] }) },
  // Shared code never imports a feature; a composition root does (it wires them).
  { from: root({ type: 'server-*' }), allow: to({ type: 'server-feature' }) },
  // A server feature uses its own files and the foundations, never another feature.
  {
    from: element({ type: 'server-feature' }),
    allow: to({
      type: 'server-feature',
      captured: [
        { feature: '{{ from.element.captured.feature }}' },
        ...serverFoundations.map((feature) => ({ feature })),
      ],
    }),
  },
  { from: element({ type: 'client-*' }), allow: to({ types: ['contract', 'domain', 'client-shared'] }) },
  { from: root({ type: 'client-*' }), allow: to({ type: 'client-feature' }) },
  // A client feature uses its own files, the foundations, and other areas' data hooks (api/, one
  // file per endpoint) — never another area's components; shared UI lives in src/client/ui.
  {
    from: element({ type: 'client-feature' }),
    allow: [
      to({
        type: 'client-feature',
        captured: [
          { feature: '{{ from.element.captured.feature }}' },
          ...clientFoundations.map((feature) => ({ feature })),
        ],
      }),
      to({ type: 'client-feature', fileInternalPath: 'api/**' }),
    ],
  },
  // Nothing imports a composition root but another root (main.ts builds app.ts) and the tests.
  {
    from: element({ types: ['server-*', 'client-*'] }),
    disallow: { to: { file: { categories: 'root' } } },
    message:
      '{{ to.file.path }} is a composition root: only other roots and tests import it (eslint.config.js, docs/architecture.md).',
  },
  { from: { file: { categories: 'root' } }, allow: { to: { file: { categories: 'root' } } } },
  // Tests and tools may reach anything they exercise.
  { from: element({ types: ['tests', 'e2e', 'tools'] }), allow: to({ type: '*' }) },
];

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    'src/client/routeTree.gen.ts',
    'test-results/',
    'playwright-report/',
    'data/',
    'outbox/',
  ]),

  { files: ['**/*.{js,ts,tsx}'], extends: [js.configs.recommended] },
  { files: sourceFiles, extends: [tseslint.configs.recommended] },

  {
    files: sourceFiles,
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip|fixme)$/][callee.object.name=/^(describe|it|test)$/]',
          message: 'No .only or .skip: every test runs.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip|fixme)$/][callee.object.property.name="describe"]',
          message: 'No .only or .skip: every test runs.',
        },
      ],
    },
  },

  // React hooks in the client. We do not run the React Compiler, so its library-compatibility
  // notice is noise; everything else is an error (lint allows no warnings).
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'off',
    },
  },

  // Import zones (eslint-plugin-boundaries): every file under src/, tests/ and e2e/ is one of
  // these elements; `dependencyPolicies` above says which may import which.
  {
    files: sourceFiles,
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['src/**', 'tests/**', 'e2e/**', 'tools/**'],
      'boundaries/files': [{ category: 'root', pattern: [...serverRoots, ...clientRoots], partialMatch: false }],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'contract', pattern: 'src/contract' },
        { type: 'domain', pattern: 'src/domain' },
        { type: 'server-shared', pattern: `src/server/{${serverSharedFolders.join(',')}}` },
        { type: 'server-feature', pattern: 'src/server/*', capture: ['feature'] },
        { type: 'server-shared', pattern: 'src/server' },
        { type: 'client-feature', pattern: 'src/client/features/*', capture: ['feature'] },
        { type: 'client-shared', pattern: 'src/client' },
        { type: 'tests', pattern: 'tests' },
        { type: 'e2e', pattern: 'e2e' },
        { type: 'tools', pattern: 'tools' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{ from.element.type }} must not import {{ to.element.type }} ({{ to.file.path }}): see the import zones in eslint.config.js and docs/architecture.md.',
          policies: dependencyPolicies,
        },
      ],
    },
  },

  // Which packages each inner room may use: contract only zod; domain only contract, zod and dayjs.
  {
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/|$)|\\.\\.?/)', message: 'src/contract imports only zod.' }] },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|dayjs(/|$)|\\.\\.?/)',
              message:
                'src/domain is pure: only contract, zod and dayjs (no React, Ionic, Fastify, Drizzle, pg, PGlite or node: builtins).',
            },
          ],
        },
      ],
    },
  },

  // The modal, toast, menu, content, button, spinner, header and toolbar elements are defined
  // where they are used, not by @ionic/react (vite.config.ts: that keeps them out of the first
  // page's JavaScript).
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: [
      'src/client/ui/ion-modal.ts',
      'src/client/ui/ion-menu.ts',
      'src/client/ui/ion-content.ts',
      'src/client/ui/ion-button.ts',
      'src/client/ui/ion-spinner.ts',
      'src/client/ui/ion-header.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ionic/react',
              importNames: ['IonModal', 'useIonModal'],
              message: 'Use IonModal from src/client/ui/ion-modal (it defines the ion-modal element).',
            },
            {
              name: '@ionic/react',
              importNames: ['IonToast', 'useIonToast'],
              message: 'Use notify or useNotices from src/client/ui/notices.',
            },
            {
              name: '@ionic/react',
              importNames: ['IonMenu', 'IonMenuToggle'],
              message: 'Use IonMenu and IonMenuToggle from src/client/ui/ion-menu (it defines their elements).',
            },
            {
              name: '@ionic/react',
              importNames: ['IonContent'],
              message: 'Use IonContent from src/client/ui/ion-content (it defines the ion-content element).',
            },
            {
              name: '@ionic/react',
              importNames: ['IonHeader', 'IonToolbar'],
              message: 'Use IonHeader and IonToolbar from src/client/ui/ion-header (it defines their elements).',
            },
            {
              name: '@ionic/react',
              importNames: ['IonSpinner'],
              message: 'Use IonSpinner from src/client/ui/ion-spinner (it defines the ion-spinner element).',
            },
            {
              name: '@ionic/react',
              importNames: ['IonIcon'],
              message: 'Use Icon from src/client/ui/icon (ion-icon brings its own Stencil runtime to the first page).',
            },
            {
              name: '@ionic/react',
              importNames: ['IonButton', 'IonButtons'],
              message: 'Use IonButton and IonButtons from src/client/ui/ion-button (it defines their elements).',
            },
          ],
        },
      ],
    },
  },

  // No import cycles inside src (type-only imports do not count).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }] },
  },

  // Every file and function reads in one sitting (the generated route tree is ignored above).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },

  // No grab-bag files: a function lives with what it is about. No barrels (index files), except
  // TanStack Router's index routes.
  {
    files: [
      '{src,tests,e2e}/**/{utils,util,helpers,helper,misc}{.ts,.tsx,/**/*.ts,/**/*.tsx}',
      'src/**/index.{ts,tsx}',
    ],
    ignores: ['src/client/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'No utils/helpers/misc or index (barrel) files: name the file after what it is about (docs/architecture.md).',
        },
      ],
    },
  },
]);
