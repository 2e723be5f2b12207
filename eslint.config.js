import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server's route schemas are the contract: the web takes their types, never their code. */
const serverTypesOnly = {
  group: ['@server/*'],
  allowTypeImports: true,
  message: 'Import only types from the server.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.mjs', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverTypesOnly] }],
    },
  },
  {
    // The public site must never pull in the admin shell's UI kit (DESIGN.md §1: code-split).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/admin/**', 'web/src/layouts/admin/**', 'web/src/features/*/admin/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'antd belongs to the admin shell only.' }],
          patterns: [serverTypesOnly],
        },
      ],
    },
  },
  {
    // The server reaches the web app only over HTTP.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server does not import web code.' }] },
      ],
    },
  },
);
