// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** `npm run lint` (also part of `npm test`): formatting is prettier's, everything else is here. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'dist/',
      'web/dist/',
      'web/dist-server/',
      'admin-web/dist/',
      'data/',
      'coverage/',
      'browser-kit/src/api/api-schema.ts',
      // Deliberately wrong imports, for the layer rules' test.
      'test/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type-aware rules: each file is read with the nearest tsconfig.json (the root one for
      // domain/, application/, adapters/ and test/; web/, admin-web/ and browser-kit/ have their own).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A promise nobody awaits loses its rejection: await it, or `void` it with a `.catch` that logs.
      '@typescript-eslint/no-floating-promises': 'error',
      // A promise where a callback's return is ignored (an event handler, `setInterval`, a
      // listener) is a floating promise in disguise.
      '@typescript-eslint/no-misused-promises': 'error',
      // `await` on something that is not a promise is usually a missing call or a wrong type.
      '@typescript-eslint/await-thenable': 'error',
      // require-await stays off: its ~150 findings are async implementations of promise-returning
      // ports (in-memory stand-ins, read models), none a defect.
      // `_name` marks a parameter an interface requires but this implementation does not read.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Nest's DI and the port interfaces use empty classes and interfaces on purpose.
      '@typescript-eslint/no-extraneous-class': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx,mts}', 'admin-web/**/*.{ts,tsx,mts}', 'browser-kit/**/*.{ts,tsx,mts}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Command-line tools and benchmarks print their results.
    files: ['adapters/**/*-command.ts', 'adapters/seed/draw-seed-images.ts', 'test/bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A test reads answers whose shape it is asserting: typing each one first would say it twice.
    files: ['test/**', '**/*.spec.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Plain JavaScript (config files, scripts/dev.mjs, a few test helpers) is in no tsconfig
    // (none sets allowJs), so it has no types for the type-aware rules to read.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
