/** Money on screen in both apps: CAD, English for Canada ('$1,234.50'); the server counts in cents. */
const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const CAD_WHOLE = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 41400 → '$414.00'. */
export function formatCad(cents: number): string {
  return CAD.format(cents / 100);
}

/** Whole-dollar prices (a package's price per person): 24900 → '$249'; cents are kept if any. */
export function formatCadShort(cents: number): string {
  return cents % 100 === 0 ? CAD_WHOLE.format(cents / 100) : CAD.format(cents / 100);
}
