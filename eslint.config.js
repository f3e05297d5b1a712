import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
