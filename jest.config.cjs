/**
 * Five suites, all run by `npm test`:
 * - unit: pure logic and handlers with in-memory fakes or aws-sdk-client-mock;
 * - web: the web app's hooks and components under jsdom (Testing Library, fake-indexeddb;
 *   only fetch and Amplify are stood in for);
 * - integration: the real DynamoDB Local and cognito-local, started on free ports;
 * - infra: CDK assertions on the templates and bundles of the app, synthesized once per run
 *   (test/infra/cloud-assembly-setup.ts, CDK bundling each function as a deployment does);
 * - e2e: Debian's Chromium (playwright-core) against the local runtime (`bin/local.ts`).
 * TypeScript is compiled by SWC; middy ships only ES modules, so it is compiled too.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** For the web app: the same, with `import.meta.env` replaced as Vite replaces it in a build (not production). */
const webSwc = [
  swc[0],
  {
    ...swc[1],
    jsc: {
      ...swc[1].jsc,
      transform: {
        ...swc[1].jsc.transform,
        optimizer: {
          globals: { vars: { 'import.meta.env': JSON.stringify({ MODE: 'test', DEV: true, PROD: false }) } },
        },
      },
    },
  },
];

const base = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@middy)/)'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/web/src/$1',
    '^@domain/(.*)$': '<rootDir>/lambdas/domain/$1',
  },
};

module.exports = {
  // A global option (jest ignores it in project configs): the runtime-backed suites make real round trips.
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/test/support/quiet-logs.ts'],
    },
    {
      ...base,
      displayName: 'web',
      testEnvironment: '<rootDir>/test/web/support/jsdom-environment.cjs',
      transform: { ...base.transform, '^.+\\.(t|j)sx?$': webSwc },
      testMatch: ['<rootDir>/test/web/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/test/web/support/setup.ts'],
    },
    {
      ...base,
      displayName: 'infra',
      testMatch: ['<rootDir>/test/infra/**/*.test.ts'],
      globalSetup: '<rootDir>/test/infra/cloud-assembly-setup.ts',
      globalTeardown: '<rootDir>/test/infra/cloud-assembly-teardown.ts',
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/runtime-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/runtime-global-teardown.ts',
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/runtime-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/runtime-global-teardown.ts',
    },
  ],
};
