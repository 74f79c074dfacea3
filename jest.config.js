// Jest's module system cannot require ES modules without --experimental-vm-modules: @swc/jest
// transpiles our TypeScript and the ESM-only packages (NestJS 12, react-router 8 with its
// dependencies, cookie 2) to CommonJS, and PGlite too, whose dynamic import() Jest's VM refuses.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const swcJs = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'ecmascript' },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        // react-router 8 reads Vite's `import.meta.hot`, which CommonJS cannot hold; there is no HMR under Jest.
        optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swc, '^.+\\.(m?js|cjs)$': swcJs },
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|@electric-sql|react-router|@remix-run|cookie|cookie-es)/)'],
  // The first pattern that matches wins: a stylesheet is stubbed wherever it lives, the browser kit's too.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/test/support/style-stub.js',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@browser-kit/(.*)$': '<rootDir>/browser-kit/src/$1',
  },
  setupFiles: ['reflect-metadata'],
};
/** testTimeout is a global option that projects cannot set: test/support/timeouts.ts applies this one. */
const ceiling = (ms) => ({
  // seed-image-cache.ts: these suites start apps, and every start seeds a site with the same images.
  setupFilesAfterEnv: [
    '<rootDir>/test/support/timeouts.ts',
    '<rootDir>/test/support/seed-image-cache.ts',
    '<rootDir>/test/support/database-teardown.ts',
  ],
  globals: { JEST_CEILING_MS: ms },
});
const { bundledTestMatch } = require('./test/support/suite-bundles.cjs');
/** A tier's test files, or with TEST_BUNDLES=1 that many generated files requiring them (suite-bundles.cjs). */
const tierFiles = (tier, bundles) =>
  process.env.TEST_BUNDLES === '1'
    ? { testMatch: bundledTestMatch(__dirname, tier, `test/${tier}`, '.test.ts', bundles) }
    : { testMatch: [`<rootDir>/test/${tier}/**/*.test.ts`] };
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{domain,application,adapters}/**/*.spec.ts',
        '<rootDir>/{web,admin-web,browser-kit}/src/**/*.spec.{ts,tsx}',
        '<rootDir>/test/unit/**/*.test.ts',
      ],
    },
    // Real databases and argon2 hashing under parallel suites: a ceiling, not a timing assertion.
    { ...common, displayName: 'contract', testMatch: ['<rootDir>/test/contract/**/*.test.ts'], ...ceiling(20_000) },
    { ...common, displayName: 'api', ...tierFiles('api', 8), ...ceiling(20_000) },
    // Suites that start their own server processes, PostgreSQL clusters or floods: CI runs them one
    // at a time after the others, so that none of them starves another of the machine's cores.
    { ...common, displayName: 'system', testMatch: ['<rootDir>/test/system/**/*.test.ts'], ...ceiling(120_000) },
    // A browser journey waits for real sign-ins (argon2, the sign-in's 1-second delay), on a CI machine
    // that also runs server processes and PostgreSQL clusters of the fault suites: a wider ceiling.
    // test:e2e runs it file by file (docs/development.md, Bundles); TEST_BUNDLES=1 bundles it too.
    { ...common, displayName: 'e2e', ...tierFiles('e2e', 12), ...ceiling(60_000) },
  ],
};
