// @ts-check
/**
 * The layer rules, checked by `npm run lint:deps` (part of `npm run lint`). Paths are relative to
 * the repository root; test/ is free to import anything, so no rule starts there.
 * test/unit/layer-rules.test.ts shows each rule refusing a wrong import in fake trees.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-xstate',
      comment:
        'The domain is the business rules in plain TypeScript: the server, both apps and the tests run it as it is, so ' +
        'it needs no framework, library or Node built-in, only xstate for its state machines. Its specs are tests and ' +
        'may import Jest.',
      severity: 'error',
      from: { path: '^domain/', pathNot: '\\.spec\\.ts$' },
      to: {
        dependencyTypes: [
          'core',
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-bundled',
          'npm-no-pkg',
          'npm-unknown',
          'unknown',
          'undetermined',
        ],
        pathNot: '(^|/)node_modules/xstate/',
      },
    },
    {
      name: 'domain-not-to-outer-layers',
      comment: 'Dependencies point inward: the use cases, the adapters and the browser code use the domain, never the reverse.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(application|adapters|web|admin-web|browser-kit)/' },
    },
    {
      name: 'application-not-to-outer-layers',
      comment:
        'The use cases talk to the world through the ports they declare; adapters/ implements them and wires them in, ' +
        'so a use case never reaches an adapter (nor browser code).',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: '^(adapters|web|admin-web|browser-kit)/' },
    },
    {
      name: 'application-no-framework',
      comment:
        'The use cases stay runnable without a web server, a database driver or a payment, SMS or email client: ' +
        'those frameworks belong to adapters/.',
      severity: 'error',
      from: { path: '^application/' },
      to: {
        path: '(^|node_modules/)(@types/)?(@nestjs/[^/]+|typeorm|pg|express|stripe|twilio|nodemailer|react|react-dom|@electric-sql/pglite|@eventstore/db-client)(/|$)',
      },
    },
    {
      name: 'browser-not-to-server',
      comment:
        "Browser code runs in the visitor's browser: it may use the domain's pure rules, never the server's use cases or " +
        'adapters (Node, databases, secrets).',
      severity: 'error',
      from: { path: '^(web|admin-web|browser-kit)/' },
      to: { path: '^(application|adapters)/' },
    },
    {
      name: 'web-not-to-admin-web',
      comment: "The public site ships to every visitor: the admin's code must not end up in it. What both need is in browser-kit/.",
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^admin-web/' },
    },
    {
      name: 'admin-web-not-to-web',
      comment: "The admin app uses the browser kit, not the public site's pages: each app can change without breaking the other.",
      severity: 'error',
      from: { path: '^admin-web/' },
      to: { path: '^web/' },
    },
    {
      name: 'browser-kit-not-to-apps',
      comment: 'The kit is what both apps build on; importing either app would tie it to that app and bring its pages into the other.',
      severity: 'error',
      from: { path: '^browser-kit/' },
      to: { path: '^(web|admin-web)/' },
    },
    {
      name: 'bookings-not-to-checkout-or-manage',
      comment:
        'The checkout and the manage link build on the bookings (their services, quote and queries; CheckoutModule and ' +
        'ManageModule import BookingsModule), never the reverse: the bookings area, in any layer, imports neither, so ' +
        'either can change without touching the bookings, and Nest never sees the modules import each other in a circle. ' +
        'Specs are tests and may use their rules.',
      severity: 'error',
      from: { path: '^(domain|application|adapters)/bookings/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^(domain|application|adapters)/(checkout|manage)/' },
    },
    {
      name: 'schema-without-nest',
      comment:
        "The areas' cores (<area>.core.ts: tables, migrations, read models, process managers) are loaded without the " +
        "app, through adapters/areas.ts, by the migrations, the tests' databases, the benchmarks and the command-line " +
        'tools (npm run projections:rebuild); a manifest imports its Nest modules only when the app is built. No path ' +
        'from a core may reach a Nest package, or loading them loads the whole app again. (The whole chain, from the ' +
        'schema and the lists through the manifests, is checked at run time by test/unit/schema-without-nest.test.ts: ' +
        "a rule here would follow the manifests' dynamic imports.)",
      severity: 'error',
      from: { path: '^adapters/[^/]+/[^/]+\\.core\\.ts$' },
      to: { path: '(^|/)node_modules/@nestjs/', reachable: true },
    },
  ],
  options: {
    // Builds, runtime data and the deliberately wrong imports of the rules' own test.
    exclude: { path: '^(dist|data|coverage)/|^web/dist(-server)?/|^admin-web/dist/|^test/fixtures/' },
    doNotFollow: { path: 'node_modules' },
    // Packages such as react-router, vite and cookie name their files only in package.json's "exports".
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    // A type-only import ties the layers together as much as any other.
    tsPreCompilationDeps: true,
    // Both apps' tsconfigs map @browser-kit/* to browser-kit/src/*; the public site's tells the cruise.
    tsConfig: { fileName: 'web/tsconfig.json' },
  },
};
