import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of docs/architecture.md, enforced (docs/style.md "Folders tell the architecture"). */
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const ROOT = import.meta.dirname;

/**
 * One zone per folder of `features` (bulletproof-react's `import/no-restricted-paths` zones): a
 * feature imports no other feature. What two features share lives below them; what composes them
 * (the server's app.ts, the web app's app/) sits above.
 */
function featureZones(features) {
  return fs
    .readdirSync(path.join(ROOT, features), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${features}/${name}`,
      from: `./${features}`,
      except: [`./${name}`],
      message: 'A feature never imports another feature: share through a module below the features, compose above them (docs/style.md).',
    }));
}

/** Import directions of docs/architecture.md, checked on every file (their `target` says where each applies). */
const ZONES = [
  ...featureZones('server/src/features'),
  {
    target: [
      './server/src/db',
      './server/src/http',
      './server/src/cache',
      './server/src/media',
      './server/src/passwords',
      './server/src/history',
      './server/src/audit',
    ],
    from: './server/src/features',
    message: 'Shared server code sits below the features and never imports one.',
  },
  {
    // The migrations themselves (their tests may use the test harness); an older migration is frozen too.
    target: './server/src/db/migrations/[0-9]*.ts',
    from: './server/src',
    except: ['./db/migrations'],
    message: 'A migration is frozen: it imports nothing of the app; copy what it needs into it.',
  },
  ...featureZones('apps/web/src/features'),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import the app that composes them.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared pieces sit below the features and the app.',
  },
];

const SERVER_BOUNDARY = {
  group: ['react', 'react-*', 'antd', '@casa/admin-ui', '@casa/admin-ui/*', '@casa/api-client', '@casa/web', '**/apps/**'],
  message: 'The server never imports React or an app.',
};
/** The demo's drawings are development-only: the web build script and the server's demo seed use them, no app code does. */
const DEMO_ART_BOUNDARY = {
  group: ['@casa/demo-art'],
  message: 'tools/demo-art is development-only (the build script and the demo seed).',
};

/** admin-ui's source (its layers are checked below). */
const ADMIN_UI = 'packages/admin-ui/src';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-electron/**',
      'release/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/**',
      'screenshots/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Import cycles make module order matter and hide layering mistakes (docs/style.md).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['server/tsconfig.json', 'packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'tools/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
    },
  },
  {
    files: ['apps/**/*.tsx', 'packages/**/*.tsx', 'apps/**/*.ts', 'packages/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // File and folder names in kebab-case, so a feature is found by its name (docs/style.md).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // Lower-case words and digits joined by hyphens (migrations start with their timestamp).
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': KEBAB }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,server,tests,scripts,tools,docs}/**/': KEBAB }],
    },
  },
  {
    // core is the shared vocabulary: no React, no Node-only APIs, nothing of ours.
    files: ['packages/core/src/**'],
    rules: restrict([
      {
        group: ['@casa/*', 'react', 'react-*', 'express', 'knex', 'node:*', 'antd', '**/server/**', '**/apps/**'],
        message: 'packages/core imports nothing of ours and no platform API.',
      },
    ]),
  },
  {
    files: ['server/src/**'],
    ignores: ['server/src/seed/**'],
    rules: restrict([SERVER_BOUNDARY, DEMO_ART_BOUNDARY]),
  },
  {
    // The demo seed draws its sample photos with tools/demo-art.
    files: ['server/src/seed/**'],
    rules: restrict([SERVER_BOUNDARY]),
  },
  {
    files: ['packages/admin-ui/src/**'],
    rules: restrict([
      {
        group: ['@casa/web', '@casa/desktop-admin', '**/apps/**', '**/server/**'],
        message: 'admin-ui never imports an app or the server.',
      },
      DEMO_ART_BOUNDARY,
    ]),
  },
  {
    // admin-ui's layers (docs/architecture.md §Admin): app (routes, frame) → pages (one per
    // address) → features → shared and api. A feature never imports another feature; nothing
    // imports a layer above it. bulletproof-react's zones, one per feature folder found.
    files: [`${ADMIN_UI}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...featureZones(`${ADMIN_UI}/features`),
            {
              target: [`./${ADMIN_UI}/pages`, `./${ADMIN_UI}/features`, `./${ADMIN_UI}/shared`, `./${ADMIN_UI}/api`],
              from: `./${ADMIN_UI}/app`,
              message: 'Only the app imports the app (its routes and frame).',
            },
            {
              target: [`./${ADMIN_UI}/features`, `./${ADMIN_UI}/shared`, `./${ADMIN_UI}/api`],
              from: `./${ADMIN_UI}/pages`,
              message: 'Pages are composed by the app only.',
            },
            {
              target: [`./${ADMIN_UI}/shared`, `./${ADMIN_UI}/api`],
              from: `./${ADMIN_UI}/features`,
              message: 'shared and api sit below the features.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API slice is imported by public pages (in the browser and on the server): no antd, no admin.
    files: ['packages/api-client/src/**'],
    rules: restrict([
      {
        group: ['antd', 'antd/*', '@ant-design/*', '@casa/admin-ui', '@casa/admin-ui/*', '**/apps/**', '**/server/**'],
        message: 'The API slice stays free of admin screens, antd, apps and the server.',
      },
      DEMO_ART_BOUNDARY,
    ]),
  },
  {
    // Public pages: no antd and no admin screens; the admin loads lazily from src/admin.
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/admin/**'],
    rules: restrict([
      {
        group: ['antd', 'antd/*', '@ant-design/*', '@casa/admin-ui', '@casa/admin-ui/*'],
        message: 'Public pages use @casa/api-client; admin screens load lazily from src/admin.',
      },
      DEMO_ART_BOUNDARY,
    ]),
  },
  {
    files: ['tools/**'],
    rules: restrict([
      {
        group: ['react', 'react-*', 'express', 'knex', 'node:*', '@casa/api-client', '@casa/admin-ui', '**/apps/**', '**/server/**'],
        message: 'tools/demo-art draws pure SVG text from @casa/core vocabulary only.',
      },
    ]),
  },
);
