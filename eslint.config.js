import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { FOREIGN_TABLE_READERS, TABLE_OWNERS } from './apps/api/src/db/table-owners.mjs';

const root = import.meta.dirname;
const ownedTableFiles = Object.values(TABLE_OWNERS).flat();

// The TypeScript of the four projects (each has its tsconfig.json): the type-aware rules run on these only.
const typedFiles = [
  'packages/shared/**/*.{ts,tsx}',
  'apps/api/**/*.{ts,tsx}',
  'apps/web/**/*.{ts,tsx}',
  'e2e/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned, or explicitly `void`ed with a reason.
    files: typedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // ...and no promise is handed where its result is ignored (a callback typed `() => void`, a JSX handler):
      // a rejection there is lost. Wrap it: `onClick={() => void refetch()}`.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The import rules of docs/ARCHITECTURE.md. Imports are resolved to files, so a relative path of any
    // depth is judged by where it lands, not by how it is spelled. Policies are read in order; the last one that
    // matches an import decides; an import no policy matches is allowed.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': root,
      'boundaries/legacy-templates': false,
      // Imports are written without extensions (TypeScript's bundler resolution).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'web-components', pattern: 'apps/web/src/components', partialMatch: false },
        { type: 'web-lib', pattern: 'apps/web/src/lib', partialMatch: false },
        { type: 'api-area', pattern: 'apps/api/src/features/*', capture: ['area'], partialMatch: false },
        { type: 'api-workflow', pattern: 'apps/api/src/workflows', partialMatch: false },
        { type: 'shared', pattern: 'packages/shared', partialMatch: false },
        // Every other file of an app (app/, plugins/, main.tsx...): known, so an import of it can be judged.
        { type: 'app', pattern: 'apps/*', capture: ['app'], partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.test.{ts,tsx}' },
        { category: 'test', pattern: ['**/*-fixtures.ts', '**/*-test-utils.ts'] },
        { category: 'web-testing', pattern: 'apps/web/src/features/*/testing/**' },
        { category: 'web-api', pattern: 'apps/web/src/features/*/api/**' },
        { category: 'repository', pattern: '**/*.repository.ts' },
        { category: 'views', pattern: 'apps/api/src/features/*/*.views.ts' },
        { category: 'route', pattern: ['**/*.routes.ts', '**/*-routes.ts', '**/*.plugin.ts'] },
        { category: 'table', pattern: 'apps/api/src/db/schema/**' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // A web feature reaches another feature only through that feature's api/ folder (its fetchers and
              // query hooks); its components, routes and helpers stay private. (Imports inside one feature are
              // not checked.)
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message:
                "A web feature imports another feature only through its api/ folder (a test or testing/ file may also use another feature's testing/).",
            },
            {
              // ...the exception that rule names: another feature's api/ folder.
              from: { element: { type: 'web-feature' } },
              allow: { to: { element: { type: 'web-feature' }, file: { categories: 'web-api' } } },
            },
            {
              // ...and a test, or a feature's testing/ helpers, may also use another feature's testing/ helpers.
              from: {
                element: { type: 'web-feature' },
                file: { categories: { anyOf: ['test', 'web-testing'] } },
              },
              allow: { to: { element: { type: 'web-feature' }, file: { categories: 'web-testing' } } },
            },
            {
              // components/ and lib/ are the web's domain-free shelf: they import no feature.
              from: { element: { types: { anyOf: ['web-components', 'web-lib'] } } },
              disallow: { to: { element: { type: 'web-feature' } } },
              message: 'apps/web/src/components and apps/web/src/lib know no domain: they import no feature.',
            },
            {
              // packages/shared is used by both apps and depends on neither (for their packages, see the next block).
              from: { element: { type: 'shared' } },
              disallow: { to: { file: { path: 'apps/**' } } },
              message: 'packages/shared imports nothing from apps/.',
            },
            {
              // An API area owns its tables: other areas call its service, never its repository...
              from: { element: { type: 'api-area' } },
              disallow: { to: { element: { type: 'api-area' }, file: { categories: 'repository' } } },
              message:
                "An API area calls another area's service, not its repository (tests and fixtures excepted).",
            },
            {
              // ...except in tests and their helpers (*.test.ts, *-fixtures.ts, *-test-utils.ts), which set up data.
              from: { element: { type: 'api-area' }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'api-area' }, file: { categories: 'repository' } } },
            },
            {
              // An area's views (*.views.ts: subqueries of the columns it lets others read, docs/decisions/041) are
              // joined by other areas' queries, which live in repositories and their query helpers: routes and
              // plugins call services, never a view.
              from: { element: { type: 'api-area' }, file: { categories: 'route' } },
              disallow: { to: { element: { type: 'api-area' }, file: { categories: 'views' } } },
              message: "Another area's views are joined in repositories; routes call services.",
            },
            {
              // An area's files import only the tables it owns (apps/api/src/db/table-owners.mjs; `npm run cycles`
              // checks the same): another area's data comes from that area's service or its views...
              from: { element: { type: 'api-area' } },
              disallow: { to: { file: { categories: 'table' } } },
              message:
                "An API area imports only its own tables: another area's data comes from its service or its *.views.ts.",
            },
            // ...its own (and the files of db/schema that hold no table, which no area owns)...
            ...Object.entries(TABLE_OWNERS).map(([area, files]) => ({
              from: { element: { type: 'api-area', captured: { area } } },
              allow: { to: { file: { path: files.map((f) => `apps/api/src/db/schema/${f}`) } } },
            })),
            {
              from: { element: { type: 'api-area' } },
              allow: { to: { file: { path: [`apps/api/src/db/schema/!(${ownedTableFiles.join('|')})`] } } },
            },
            {
              // ...except in tests and their helpers, which set up data, and the files not yet moved to views.
              from: [
                { element: { type: 'api-area' }, file: { categories: 'test' } },
                { file: { path: FOREIGN_TABLE_READERS } },
              ],
              allow: { to: { file: { categories: 'table' } } },
            },
            {
              // Areas <- workflows <- routes (apps/api/src/workflows): a write that spans areas is a workflow, which
              // calls the areas' services. An area's services and repositories never import a workflow...
              from: { element: { type: 'api-area' } },
              disallow: { to: { element: { type: 'api-workflow' } } },
              message:
                'An area never imports a workflow: its routes may call one, its services and repositories may not.',
            },
            {
              // ...its routes (and its plugin, which registers them) may, and so may tests.
              from: { element: { type: 'api-area' }, file: { categories: { anyOf: ['route', 'test'] } } },
              allow: { to: { element: { type: 'api-workflow' } } },
            },
            {
              // A workflow reads and writes through the areas' services only: no repository, no table.
              from: { element: { type: 'api-workflow' } },
              disallow: { to: { file: { categories: { anyOf: ['repository', 'table'] } } } },
              message: "A workflow calls the areas' services: it imports no repository and no table.",
            },
            {
              // ...except its tests, which set up data.
              from: { element: { type: 'api-workflow' }, file: { categories: 'test' } },
              allow: { to: { file: { categories: { anyOf: ['repository', 'table'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // packages/shared imports neither app's package (the relative-path case is the boundaries policy above).
    files: ['packages/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@oxstrength/api', '@oxstrength/api/*', '@oxstrength/web', '@oxstrength/web/*'],
              message: 'packages/shared imports nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    // The fake providers take no money and accept any sign-in: only the app's setup may mount them.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/app.ts',
      'apps/api/src/sandbox/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/**/*-test-utils.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/sandbox/**'],
              message: 'Only app.ts mounts the sandboxes; production code never imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
