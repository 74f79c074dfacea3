/**
 * An amount as the server's words write it: the customers' messages and the domain's own refusals
 * (a refunded payment to confirm as unpaid). The apps write theirs with
 * browser-kit/src/format/money-format.ts.
 */

/** 41400 -> '$414.00 CAD'. */
export function formatCad(cents: number): string {
  const dollars = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest} CAD`;
}
