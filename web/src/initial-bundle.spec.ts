import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * What the browser's entry pulls in statically is the landing page's initial JavaScript (Vite
 * splits only at import()). Stripe's packages are large and only needed once a Stripe payment is
 * taken, so no module reached this way may name them. Read from the sources, no build needed.
 */

const SRC = __dirname;
/** Where `@browser-kit/...` points (web/vite.config.mts): the kit's modules count as the page's own. */
const KIT = join(SRC, '../../browser-kit/src');
const KIT_ALIAS = '@browser-kit/';
const ENTRIES = ['main.tsx', 'entry-client.tsx'].map((name) => join(SRC, name)).filter((path) => existsSync(path));

/** The module specifiers a file imports or re-exports at run time (not `import type`, not `import()`). */
function staticImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** A relative or `@browser-kit/` specifier's TypeScript file, or null for styles and other assets. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith(KIT_ALIAS) ? join(KIT, specifier.slice(KIT_ALIAS.length)) : resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  const found = candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
  if (found) return found;
  if (/\.(css|svg|png|jpe?g|webp|json)$/.test(specifier)) return null;
  throw new Error(`${relative(SRC, from)} imports ${specifier}, which resolves to no file`);
}

/** Every source file reached statically from `entries`, and every package they name. */
function staticGraph(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImportsOf(file)) {
      if (!specifier.startsWith('.') && !specifier.startsWith(KIT_ALIAS)) {
        packages.add(specifier);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (target) pending.push(target);
    }
  }
  return { files, packages };
}

/** Paths under web/src as they are, the kit's as `@browser-kit/...`. */
const names = (files: Set<string>) =>
  [...files].map((file) => (file.startsWith(KIT) ? KIT_ALIAS + relative(KIT, file) : relative(SRC, file)));
const stripePackages = (packages: Set<string>) => [...packages].filter((name) => name.startsWith('@stripe/'));

describe("the landing page's initial JavaScript", () => {
  test('reaches the hero, but not the sections to read, the booking form, the payment dialog or any @stripe package', () => {
    expect(ENTRIES.length).toBeGreaterThan(0);
    const graph = staticGraph(ENTRIES);
    expect(names(graph.files)).toEqual(expect.arrayContaining(['App.tsx', 'pages/LandingPage.tsx', 'landing/Hero.tsx']));
    // Below the hero (the 100 KB budget of /, docs/performance.md): on-demand chunks, hydrated over the server's HTML once they arrive
    // (the booking form keeps what a visitor entered meanwhile: entries-before-hydration.ts).
    expect(names(graph.files)).not.toContain('landing/LandingSections.tsx');
    expect(names(graph.files)).not.toContain('landing/Faq.tsx');
    expect(names(graph.files)).not.toContain('bookings/BookingForm.tsx');
    expect(stripePackages(staticGraph([join(SRC, 'bookings/BookingSection.tsx')]).packages)).toEqual([]);
    expect(graph.packages).toContain('react');
    expect(names(graph.files)).not.toContain('@browser-kit/payment/PaymentDialog.tsx');
    expect(names(graph.files)).not.toContain('@browser-kit/payment/StripePaymentForm.tsx');
    expect(stripePackages(graph.packages)).toEqual([]);
  });

  test('the Stripe form is where @stripe is imported, and the payment dialog loads it only with import()', () => {
    // The check above would notice: Stripe's form itself names both packages.
    expect(stripePackages(staticGraph([join(KIT, 'payment/StripePaymentForm.tsx')]).packages).sort()).toEqual([
      '@stripe/react-stripe-js',
      '@stripe/stripe-js',
    ]);
    const dialog = join(KIT, 'payment/PaymentDialog.tsx');
    expect(stripePackages(staticGraph([dialog]).packages)).toEqual([]);
    expect(readFileSync(dialog, 'utf8')).toMatch(/import\(['"]\.\/StripePaymentForm['"]\)/);
  });

  test('the manage page is loaded on demand: none of its modules is reached statically', () => {
    expect(names(staticGraph(ENTRIES).files).filter((file) => file.startsWith('manage/'))).toEqual([]);
  });

  test("the waitlist page is loaded on demand: the form's join button reaches none of its modules", () => {
    const files = names(staticGraph([join(SRC, 'bookings/BookingSection.tsx')]).files);
    expect(files).toEqual(expect.arrayContaining(['bookings/WaitlistJoin.tsx']));
    expect(files.filter((file) => file.startsWith('waitlist/'))).toEqual([]);
  });
});
