// One linter for the whole package: typescript-eslint, React hooks, and the import boundaries of DESIGN.md
// (shared imports nothing of ours; pwa and storefront-ssg never import api outside tests; no imports between PWA
// features: scripts/eslint-boundaries.js). `npm run lint` runs it and `npm test` runs it first.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boutiqueBoundaries } from './scripts/eslint-boundaries.js';
import { boutiqueRouteChunks } from './scripts/eslint-route-chunks.js';
import { boutiqueImportCycles } from './scripts/eslint-import-cycles.js';

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'tests/**', '**/testing/**', 'bench/**'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'data/**',
      'pwa/routeTree.gen.ts',
      '**/.astro/**',
      '.cache/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boutique: boutiqueBoundaries, 'boutique-cycles': boutiqueImportCycles },
    rules: {
      // The classic hook rules; v7's React Compiler advisories are left out (we do not run the compiler).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'boutique/no-cross-feature-imports': 'error',
      'boutique/layer-boundaries': 'error',
      'boutique-cycles/no-import-cycles': 'error',
    },
  },
  {
    // One alias for shared/ (package.json "imports"): a relative path into it is a second way to write the same import.
    files: ['api/**', 'pwa/**', 'storefront-ssg/**', 'tests/**', 'bench/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+shared/', message: "Importez shared/ par l'alias #shared/…" }] },
      ],
    },
  },
  {
    // Kysely migrations are typed Kysely<any> on purpose (they must not depend on today's row types), and the
    // database module's dialect helpers work on any schema; tests and their helpers read answers of any shape.
    files: [
      'api/db/migrations/**',
      'api/db/dialect.ts',
      'api/db/database.ts',
      '**/test-*.ts',
      '**/test-fixtures.ts',
      ...testFiles,
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Scripts, benches and tests may print.
    files: [
      'api/logger.ts',
      'scripts/**',
      'bench/**',
      'tests/**',
      'storefront-ssg/*.mjs',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // A route file keeps its screen out of the entry (decision 013; issue 22): scripts/eslint-route-chunks.js.
    files: ['pwa/routes/**'],
    plugins: { 'boutique-routes': boutiqueRouteChunks },
    rules: { 'boutique-routes/route-imports-stay-out-of-the-entry': 'error' },
  },
);
