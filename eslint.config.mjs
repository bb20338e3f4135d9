// Lint rules for the whole repo. Besides typescript-eslint and the rules of hooks, it keeps
// the layers apart (docs/architecture.md): pure domain code imports no AWS SDK, adapter,
// HTTP layer or web code, a web feature never imports another feature, and no module
// takes part in an import cycle.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may import `@/features/<itself>/…` only; shared code lives in components, hooks and lib. */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`],
            message: 'A feature does not import another feature: move what both need to components, hooks or lib.',
          },
          {
            regex: '^\\.\\./\\.\\./',
            message: 'Import across folders with the @/ alias, so feature boundaries stay visible.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', 'coverage/', '.data/', '.test-artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // CloudFormation templates and raw API answers are untyped JSON in tests.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules; the React Compiler's stricter ones (refs in render, setState in
    // effects) would flag deliberate "latest value" refs and reset-on-open effects.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['lambdas/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-sdk', '@aws-lambda-powertools/*', '@middy/*', 'stripe', 'aws-lambda'],
              message: 'Domain code is pure: AWS, Stripe and middy belong in lambdas/adapters or lambdas/http.',
            },
            {
              group: ['**/adapters/**', '**/http/**', '**/functions/**', '@/*', '**/web/**'],
              message: 'Domain code imports only domain code: adapters and handlers depend on it, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // No import cycles anywhere, dynamic imports included: a cycle hides an order of
    // evaluation, and the reactions between modules belong where the app is assembled.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);
