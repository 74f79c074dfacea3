import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TripGroup } from './report-api';
import { dollars, money } from './report-format';

export interface ChartRow extends TripGroup {
  readonly label: string;
}

/**
 * One chart of trips and net revenue by a grouping (month, weekday, package), drawn by recharts,
 * with the same figures as a table beside it for whoever cannot see the bars (a screen reader
 * reads the table; the picture is named by its caption and hidden from it). Loaded with the
 * Reports tab only (ReportsView.tsx), so the dashboard's first load carries no charting code.
 */
export function ReportChart({ title, rows, groupLabel }: { title: string; rows: readonly ChartRow[]; groupLabel: string }) {
  const data = rows.map((row) => ({ label: row.label, trips: row.bookings, revenue: dollars(row.netCents) }));
  return (
    <figure className="report-chart">
      <figcaption className="report-chart__title">{title}</figcaption>
      <div className="report-chart__canvas" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12 }}
              interval={0}
              angle={rows.length > 6 ? -35 : 0}
              textAnchor={rows.length > 6 ? 'end' : 'middle'}
              height={rows.length > 6 ? 56 : 30}
            />
            <YAxis yAxisId="trips" allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
            <YAxis yAxisId="revenue" orientation="right" width={56} tick={{ fontSize: 12 }} tickFormatter={(v: number) => `$${v}`} />
            <Tooltip formatter={(value, name) => (name === 'Net revenue' ? money(Number(value) * 100) : value)} />
            <Bar yAxisId="trips" dataKey="trips" name="Trips" fill="var(--lake-600)" />
            <Bar yAxisId="revenue" dataKey="revenue" name="Net revenue" fill="var(--sunrise-600)" />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="report-chart__table">
        <table className="report-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{groupLabel}</th>
              <th scope="col">Trips</th>
              <th scope="col">People</th>
              <th scope="col">Net revenue</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.bookings}</td>
                <td>{row.people}</td>
                <td>{money(row.netCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The three charts of a report, in the order the guide reads them. */
export function ReportCharts({ byMonth, byWeekday, byPackage }: { byMonth: ChartRow[]; byWeekday: ChartRow[]; byPackage: ChartRow[] }) {
  return (
    <div className="report-charts">
      <ReportChart title="Trips and net revenue by month" rows={byMonth} groupLabel="Month" />
      <ReportChart title="Trips and net revenue by weekday" rows={byWeekday} groupLabel="Weekday" />
      <ReportChart title="Trips and net revenue by package" rows={byPackage} groupLabel="Package" />
    </div>
  );
}
