import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { FormField } from '@browser-kit/forms/form-field';
import { calendarDateOf } from '../../../domain/shared/calendar';
import { REPORT_MAX_DAYS, reportRangeErrors, type ReportRangeField } from '../../../domain/reports/report-range';
import { QueryState } from '../shared/QueryState';
import { reportCsvPath, useReportSummary, type ReportRange, type ReportSummary } from './report-api';
import { daysText, money, monthLabel, percentText, RANGE_PRESETS } from './report-format';
import type { ChartRow } from './ReportCharts';
import './reports.css';

// The charting library comes with the charts, after the figures: neither the dashboard's first load nor the tab's figures wait for it.
const ReportCharts = lazy(() => import('./ReportCharts').then((m) => ({ default: m.ReportCharts })));

/**
 * 'Reports': the figures of a date range (this month, last month, this year, or any range of up to
 * a year), with charts by month, weekday and package and their tables, and a CSV of the same
 * figures. Which bookings count is said on the screen as the API states it (`basis`). Nothing here
 * changes data: an admin and an auditor see the same.
 */
export function ReportsView() {
  const today = calendarDateOf(new Date());
  const [range, setRange] = useState<ReportRange>(() => RANGE_PRESETS[0]!.range(today));
  return (
    <section className="admin-section reports" aria-labelledby="reports-title">
      <div className="admin-section__head">
        <div>
          <h2 id="reports-title">Reports</h2>
          <p className="admin-section__summary">Revenue, trips, occupancy, cancellations and no-shows of a date range, by trip date.</p>
        </div>
      </div>
      <RangeForm key={`${range.from}|${range.to}`} range={range} today={today} onChange={setRange} />
      <Report range={range} />
    </section>
  );
}

function RangeForm({ range, today, onChange }: { range: ReportRange; today: string; onChange: (range: ReportRange) => void }) {
  const fromId = useId();
  const toId = useId();
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<ReportRangeField, string>>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = reportRangeErrors(draft.from, draft.to);
    setErrors(found);
    if (Object.keys(found).length === 0) onChange(draft);
  };
  return (
    <div className="reports__range card">
      <div className="reports__presets" role="group" aria-label="Date range presets">
        {RANGE_PRESETS.map((preset) => {
          const presetRange = preset.range(today);
          const current = presetRange.from === range.from && presetRange.to === range.to;
          return (
            <button
              key={preset.label}
              type="button"
              className={current ? 'btn btn--primary btn--sm' : 'btn btn--outline btn--sm'}
              aria-pressed={current}
              onClick={() => onChange(presetRange)}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
      <form className="reports__dates" noValidate onSubmit={submit} aria-label="Date range">
        <FormField id={fromId} label="From" error={errors.from}>
          <input
            id={fromId}
            className="input"
            type="date"
            value={draft.from}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? `${fromId}-error` : undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </FormField>
        <FormField id={toId} label="To" hint={`Up to ${REPORT_MAX_DAYS} days`} error={errors.to}>
          <input
            id={toId}
            className="input"
            type="date"
            value={draft.to}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? `${toId}-hint ${toId}-error` : `${toId}-hint`}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </FormField>
        <button type="submit" className="btn btn--primary btn--sm">
          Show report
        </button>
      </form>
    </div>
  );
}

function Report({ range }: { range: ReportRange }) {
  const summary = useReportSummary(range, true);
  return (
    <QueryState query={summary} loading="Loading the report..." failed="The report could not be loaded.">
      {summary.data && <ReportBody report={summary.data} range={range} />}
    </QueryState>
  );
}

/** One key figure; a value in words ('Not available') is set smaller than a number. */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  const words = !/\d/.test(value);
  return (
    <div className="report-kpi card">
      <dt className="report-kpi__label">{label}</dt>
      <dd className={words ? 'report-kpi__value report-kpi__value--words' : 'report-kpi__value'}>{value}</dd>
      {detail ? <dd className="report-kpi__detail">{detail}</dd> : null}
    </div>
  );
}

function ReportBody({ report, range }: { report: ReportSummary; range: ReportRange }) {
  const byMonth: ChartRow[] = report.byMonth.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const byWeekday: ChartRow[] = report.byWeekday.map((w) => ({ ...w, label: w.label }));
  const byPackage: ChartRow[] = report.byPackage.map((p) => ({ ...p, label: p.package }));
  const c = report.cancellations;
  return (
    <>
      <div className="reports__basis">
        <p className="hint">
          <strong>
            {report.from} to {report.to}.
          </strong>{' '}
          {report.basis}
        </p>
        <a className="btn btn--outline btn--sm" href={reportCsvPath(range)} download>
          Download CSV
        </a>
      </div>
      <h3 className="reports__heading">Key figures</h3>
      <dl className="report-kpis">
        <Figure
          label="Net revenue"
          value={money(report.revenue.netCents)}
          detail={`${money(report.revenue.grossCents)} paid, ${money(report.revenue.refundsCents)} refunded`}
        />
        <Figure
          label="Trips"
          value={String(report.trips.bookings)}
          detail={`${report.trips.people} people${report.pending ? `; ${report.pending} pending` : ''}`}
        />
        <Figure
          label="Occupancy"
          value={percentText(report.occupancy.rate)}
          detail={`${report.occupancy.takenSlots} of ${report.occupancy.offeredSlots} slots offered`}
        />
        <Figure
          label="Lead time (median)"
          value={daysText(report.leadTime.medianDays)}
          detail={report.leadTime.averageDays === null ? undefined : `Average ${daysText(report.leadTime.averageDays)}`}
        />
        <Figure
          label="Cancellations"
          value={String(c.count)}
          detail={`Customer ${c.byCustomer}, guide ${c.byGuide}, weather ${c.byWeather}${c.bySystem ? `, system ${c.bySystem}` : ''}; ${money(c.refundsCents)} refunded`}
        />
        <Figure
          label="No-shows"
          value={String(report.noShows.bookings)}
          detail={`${report.noShows.people} ${report.noShows.people === 1 ? 'person' : 'people'}; counted in trips, nothing refunded`}
        />
        <Figure
          label="Referral bookings"
          value={String(report.referrals.bookings)}
          detail={`${money(report.referrals.netCents)} net; ${money(report.referrals.creditsCents)} in discounts`}
        />
        <Figure
          label="Gift cards"
          value={money(report.giftCards.soldCents)}
          detail={`${report.giftCards.soldCount} sold; ${money(report.giftCards.redeemedCents)} paid for trips`}
        />
      </dl>
      <h3 className="reports__heading">Lead time</h3>
      <table className="report-table report-table--compact">
        <caption className="visually-hidden">Trips by days from booking to trip</caption>
        <thead>
          <tr>
            <th scope="col">Booked ahead</th>
            <th scope="col">Trips</th>
          </tr>
        </thead>
        <tbody>
          {report.leadTime.buckets.map((bucket) => (
            <tr key={bucket.label}>
              <th scope="row">{bucket.label}</th>
              <td>{bucket.bookings}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="reports__heading">Charts</h3>
      <Suspense
        fallback={
          <p role="status">
            <span className="spinner" aria-hidden="true" /> Loading the charts...
          </p>
        }
      >
        <ReportCharts byMonth={byMonth} byWeekday={byWeekday} byPackage={byPackage} />
      </Suspense>
    </>
  );
}
