import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundaryZones } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/drizzle/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Import cycles (web, API, contracts) and the web app's boundaries (eslint.boundaries.js).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/book/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/web/book/tsconfig.json', 'apps/api/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The booking widget (≤ 60 KB, Preact): no React, Mantine, i18next or zod; of the contracts,
    // values only from the zod-free booking-constants, types from the rest (erased at build).
    files: ['apps/web/book/**/*.{ts,tsx}'],
    ignores: ['apps/web/book/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@atelier/contracts', message: 'The contracts index loads zod: import a file of the contracts.' }],
          patterns: [
            {
              group: ['zod', 'react', 'react-dom', 'react/*', '@mantine/*', 'i18next', 'react-i18next', 'dayjs'],
              message: 'The booking widget stays small: Preact and its own code only.',
            },
            {
              group: ['@atelier/contracts/*', '!@atelier/contracts/booking-constants'],
              allowTypeImports: true,
              message: 'Import types only (import type): these files hold zod schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // i18n/useTranslation: react-i18next's hook copied the i18next instance for each component.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use useTranslation from src/i18n/useTranslation (react-i18next's copies the i18next instance per component).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach across the boundaries to check the wiring (e.g. shared/manifest/manifests.test.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
);
