// ESLint (flat config): `npm run lint`, and a suite of `npm test`. Syntax-only rules (no type
// information), so a full run stays within seconds; `tsc --noEmit` does the type checking.
import './scripts/typescript6.mjs';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/.next/',
    // The server's JavaScript, compiled from server.ts by scripts/build-server.mjs.
    'dist/',
    '.data/',
    '.data-*/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    'public/generated/',
    // Written by `npm run codegen` from schema.graphql and the documents.
    'src/gql/',
    'next-env.d.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'silai/everywhere',
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    name: 'silai/react',
    files: ['src/**/*.tsx', 'src/client/**/*.ts', 'src/components/**/*.ts', 'src/app/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    name: 'silai/next',
    files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs['core-web-vitals'].rules },
    settings: { next: { rootDir: '.' } },
  },
  {
    // Pages translate through the store's own translator (src/client/i18n/react.tsx): i18next and
    // react-i18next would put 17 kB (gzip) back into every page's first download. Server components keep
    // i18next (src/i18n/server.ts), and the translator's tests hold its output to theirs.
    name: 'silai/translations',
    files: ['src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/client/**/*.{ts,tsx}', 'src/i18n/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/i18n/server.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-i18next', message: 'Use src/client/i18n/react.tsx (useTranslation, Trans).' },
            {
              name: 'i18next-http-backend',
              message: 'The translator loads files itself (src/client/i18n/translator.ts).',
            },
            { name: 'i18next', message: 'Use src/i18n/translate.ts (translate, T).', allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
