import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The server's route schemas are the contract: the web takes their types, never their code. */
const serverTypesOnly = {
  regex: '^@server/',
  allowTypeImports: true,
  message: 'Import only types from the server.',
};

/**
 * Admin forms also take their limits (length, pattern, title) from the server's request schemas,
 * so admin code may import values from `*.schema` files; anything else of the server type-only.
 */
const serverSchemasInAdmin = {
  regex: '^@server/(?!.*\\.schema$)',
  allowTypeImports: true,
  message: 'Admin code imports values only from the server’s *.schema files; anything else type-only.',
};

const adminFiles = ['web/src/admin/**', 'web/src/layouts/admin/**', 'web/src/features/*/admin/**'];

// Imports go one way: shared (components, lib, admin) → features → app. A feature never imports
// another feature; what two features share lives in web/src/admin (admin pieces) or
// web/src/components and web/src/lib (public pieces), and a route under web/src/app composes them.
const features = readdirSync(join(root, 'web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./web/src/features/${name}`,
  from: './web/src/features',
  except: [`./${name}`],
  message:
    'A feature does not import another feature: move the shared piece to web/src/admin, web/src/components or web/src/lib, or compose both in a route under web/src/app.',
}));

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
    files: ['web/**/*.{ts,tsx}', 'web/public/**/*.js'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // TypeScript files are read (for cycles) with typescript-eslint's parser; `@/` and `@server/`
      // resolve through web/tsconfig.json.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(root, 'web/tsconfig.json') }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverTypesOnly] }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: featureZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: adminFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverSchemasInAdmin] }],
    },
  },
  {
    // The public site must never pull in the admin shell's UI kit (DESIGN.md §1: code-split).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: adminFiles,
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
  {
    // The admin web app loads schema files as values (form limits): they may pull in only typebox,
    // other schema files and the envelope's error helpers, never Fastify or the database.
    files: ['server/src/**/*.schema.ts', 'server/src/http/schemas.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!typebox(/|$)|\\.{1,2}/(.*/)?([\\w-]+\\.schema|schemas|envelope)\\.js$)',
              allowTypeImports: true,
              message: 'A schema file imports only typebox and other schema files (the web loads it too).',
            },
          ],
        },
      ],
    },
  },
);
