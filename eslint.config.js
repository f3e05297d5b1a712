import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

// Layers (docs/decisions/0051-issue-30-feature-boundaries.md): domain < api, lib, ui < features < app, routes.
// A feature imports only ui, lib, domain, api, its own files and a sibling's declared public entry
// (its index.ts). The zones are made from the folder list, so a new feature is fenced in too.
const features = readdirSync(fileURLToPath(new URL('./src/features', import.meta.url)), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message: 'A feature imports a sibling only through its public entry: @/features/<name> (its index.ts).',
  })),
  {
    target: ['./src/domain', './src/api', './src/lib', './src/ui'],
    from: ['./src/features', './src/app', './src/routes'],
    message: 'domain, api, lib and ui are below the features: they never import features, app or routes.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes'],
    message: 'Features never import app/ or routes/: the app composes them (e.g. src/app/outbox-writes.ts).',
  },
  {
    target: './server',
    from: ['./src/features', './src/app', './src/routes', './src/ui', './src/lib', './src/api', './mocks'],
    message:
      'The real server takes its rules from src/domain only (and the contract types); never from the app or the emulated server.',
  },
  {
    target: './demo',
    from: [
      './src/features',
      './src/app',
      './src/routes',
      './src/ui',
      './src/lib',
      './src/api',
      './mocks',
      './server',
    ],
    message: 'The demo data is plain data on src/domain alone: both servers store it.',
  },
  {
    target: ['./src', './mocks'],
    from: './server',
    message: 'Nothing in the app or the emulated server imports the real server.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public',
      'src/route-tree.gen.ts',
      'src/api/schema.d.ts',
      'test-results',
      'playwright-report',
      'bench-results',
      'lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // No import cycles, and the layers above. The generated route tree is the one cycle allowed
  // (routes -> app -> route tree -> routes): it is not followed.
  {
    // lint-fixtures/ (ignored above) holds the cycle that scripts/lint-rules.test.ts lints.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'server/**/*.ts', 'lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/ignore': ['route-tree\\.gen\\.ts$', '\\.css$'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  // Arrows go one way: domain imports nothing of ours.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@mocks/*', '../*', 'react', 'react-dom'],
              message: 'domain/ is pure: no app code, no React.',
            },
          ],
        },
      ],
    },
  },
  // src/ never imports mocks/ except through the one dynamic import in main.tsx.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@mocks/*', '**/mocks/*'], message: 'src/ must not import the mock server.' }],
        },
      ],
    },
  },
  // Mock handlers use the typed http from mocks/http.ts, never msw's untyped one.
  {
    files: ['mocks/handlers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'msw', importNames: ['http'], message: 'Use the typed http from mocks/http.ts.' }],
        },
      ],
    },
  },
);
