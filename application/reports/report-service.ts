import { OfferedSchedule, ReportBooking, ReportFigures, reportFigures } from '../../domain/reports/report-figures';
import { reportRangeErrors } from '../../domain/reports/report-range';
import { calendarDateOf } from '../../domain/shared/calendar';
import { FieldErrors } from '../shared/field-errors';
import { GiftCardFigures, GiftCardRevenue } from './gift-card-figures';
import { reportCsv, reportCsvFilename } from './report-csv';
import { ReportBookingRow, ReportBookings } from './report-read-models';

/** Which bookings a report counts; the API and the Reports tab state it as it is here. */
export const REPORT_BASIS =
  'Bookings whose trip is dated in the range (lake calendar), by trip date; Test System bookings and unpaid checkouts are left out. ' +
  'Revenue is what was paid online for those trips, less what was refunded. Trips are confirmed bookings; no-shows are those of them ' +
  'the guide marked as such, still counted as trips.';

export interface ReportSummary extends ReportFigures {
  readonly from: string;
  readonly to: string;
  readonly basis: string;
  /** Gift-card sales and redemptions of the range (gift-card-figures.ts). */
  readonly giftCards: GiftCardFigures;
}

/** The schedule the occupancy reads (port onto application/availability). */
export interface ReportSchedule {
  offeredBetween(from: string, to: string): Promise<OfferedSchedule>;
}

/** The admin's reports: figures of a date range, all from read models (report_bookings and the schedule). */
export class ReportService {
  constructor(
    private readonly bookings: ReportBookings,
    private readonly schedule: ReportSchedule,
    private readonly giftCards: GiftCardRevenue,
  ) {}

  async summary(from: string | undefined, to: string | undefined): Promise<ReportSummary> {
    const errors = reportRangeErrors(from, to);
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    const [rows, schedule, giftCards] = await Promise.all([
      this.bookings.datedBetween(from!, to!),
      this.schedule.offeredBetween(from!, to!),
      this.giftCards.figuresBetween(from!, to!),
    ]);
    const figures = reportFigures(from!, to!, rows.map(reportBookingOf), schedule);
    return { from: from!, to: to!, basis: REPORT_BASIS, ...figures, giftCards };
  }

  /** The same figures as CSV (report-csv.ts). */
  async csv(from: string | undefined, to: string | undefined): Promise<ReportFile> {
    const report = await this.summary(from, to);
    return { filename: reportCsvFilename(report), body: reportCsv(report) };
  }
}

/** A report as a file: its CSV text and the name it is saved under. */
export interface ReportFile {
  readonly filename: string;
  readonly body: string;
}

function reportBookingOf(row: ReportBookingRow): ReportBooking {
  return {
    id: row.id,
    package: row.package,
    date: row.date,
    time: row.time,
    people: row.people,
    status: row.status,
    bookedOn: calendarDateOf(new Date(row.bookedAt)),
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    referralCode: row.referralCode,
    referralCreditCents: row.referralCreditCents,
    cancelledBy: row.cancelledBy,
    noShow: row.noShow,
  };
}
