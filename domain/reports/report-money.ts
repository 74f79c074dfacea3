/** 41400 -> '414.00', -150 -> '-1.50': an amount a spreadsheet reads as a number (no $, no thousands separator). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
