import { centsText } from '../../domain/reports/report-money';
import { ReportSummary } from './report-service';

/** One line of the export: where it belongs, what it is, and its value. */
type CsvRow = readonly [section: string, item: string, measure: string, value: string | number];

/** An amount as centsText writes it: a negative one (a net below zero) is a number, not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A field as RFC 4180 has it: every field quoted, quotes doubled. A text a spreadsheet would run as
 * a formula (=, +, -, @, a tab or a carriage return first: a package named '=HYPERLINK(...)') gets a
 * leading apostrophe, so it stays text; numbers (-1.50 too) are written as numbers.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return `"${value}"`;
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const money = (cents: number) => centsText(cents);

/** The rows of a summary, in the order the Reports tab shows them. Amounts in CAD with cents (123.45). */
export function reportCsvRows(report: ReportSummary): CsvRow[] {
  const rows: CsvRow[] = [
    ['Range', 'From', 'date', report.from],
    ['Range', 'To', 'date', report.to],
    ['Range', 'Counted', 'text', report.basis],
    ['Revenue', 'Gross', 'CAD', money(report.revenue.grossCents)],
    ['Revenue', 'Refunds', 'CAD', money(report.revenue.refundsCents)],
    ['Revenue', 'Net', 'CAD', money(report.revenue.netCents)],
    ['Trips', 'All', 'bookings', report.trips.bookings],
    ['Trips', 'All', 'people', report.trips.people],
    ['Trips', 'All', 'net CAD', money(report.trips.netCents)],
    ['Trips', 'Pending', 'bookings', report.pending],
  ];
  const groups = (section: string, list: readonly { bookings: number; people: number; netCents: number }[], label: (i: number) => string) =>
    list.forEach((g, i) => {
      rows.push(
        [section, label(i), 'bookings', g.bookings],
        [section, label(i), 'people', g.people],
        [section, label(i), 'net CAD', money(g.netCents)],
      );
    });
  groups('By package', report.byPackage, (i) => report.byPackage[i]!.package);
  groups('By weekday', report.byWeekday, (i) => report.byWeekday[i]!.label);
  groups('By month', report.byMonth, (i) => report.byMonth[i]!.month);
  rows.push(
    ['Occupancy', 'Slots offered', 'slots', report.occupancy.offeredSlots],
    ['Occupancy', 'Slots taken', 'slots', report.occupancy.takenSlots],
    ['Occupancy', 'Rate', 'percent', report.occupancy.rate === null ? '' : Math.round(report.occupancy.rate * 1000) / 10],
    ['Lead time', 'Median', 'days', report.leadTime.medianDays ?? ''],
    ['Lead time', 'Average', 'days', report.leadTime.averageDays ?? ''],
    ...report.leadTime.buckets.map((b): CsvRow => ['Lead time', b.label, 'bookings', b.bookings]),
    ['Cancellations', 'All', 'bookings', report.cancellations.count],
    ['Cancellations', 'By the customer', 'bookings', report.cancellations.byCustomer],
    ['Cancellations', 'By the guide', 'bookings', report.cancellations.byGuide],
    ['Cancellations', 'For weather', 'bookings', report.cancellations.byWeather],
    ['Cancellations', 'By the system', 'bookings', report.cancellations.bySystem],
    ['Cancellations', 'Refunded', 'CAD', money(report.cancellations.refundsCents)],
    ['No-shows', 'All', 'bookings', report.noShows.bookings],
    ['No-shows', 'All', 'people', report.noShows.people],
    ['Referrals', 'Bookings with a code', 'bookings', report.referrals.bookings],
    ['Referrals', 'Net revenue', 'CAD', money(report.referrals.netCents)],
    ['Referrals', 'Discounts given', 'CAD', money(report.referrals.creditsCents)],
  );
  rows.push(
    ['Gift cards', 'Sold', 'cards', report.giftCards.soldCount],
    ['Gift cards', 'Sold', 'CAD', money(report.giftCards.soldCents)],
    ['Gift cards', 'Redeemed', 'CAD', money(report.giftCards.redeemedCents)],
  );
  return rows;
}

/** The whole file: a header, then one line per figure, CRLF line ends (RFC 4180). */
export function reportCsv(report: ReportSummary): string {
  const lines = [['Section', 'Item', 'Measure', 'Value'] as const, ...reportCsvRows(report)].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** `report-2026-01-01-to-2026-03-31.csv` */
export function reportCsvFilename(report: Pick<ReportSummary, 'from' | 'to'>): string {
  return `report-${report.from}-to-${report.to}.csv`;
}
