import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@browser-kit/api/api';
import type { RequestBodyOf, ResponseOf } from '@browser-kit/api/api-types';
import { formatCad } from '@browser-kit/format/money-format';
import { REASON_MAX_LENGTH } from '../../../domain/bookings/booking-rules';
import { WEATHER_CANCELLATION_MESSAGES } from '../../../domain/bookings/weather-cancellation';
import { isCalendarDate } from '../../../domain/shared/calendar';
import { BOOKINGS_QUERY_KEY } from './use-booking-status';

/*
 * The admin's weather cancellation of a day (docs/product/refunds.md): the preview of the date's bookings, the run
 * and its report. The form checks what the server checks, with the server's messages.
 */

export type WeatherPreview = ResponseOf<'/api/weather-cancellations/preview', 'get'>;
export type WeatherReport = ResponseOf<'/api/weather-cancellations', 'post'>;
export type WeatherRun = RequestBodyOf<'/api/weather-cancellations', 'post'>;

export const WEATHER_QUERY_KEY = ['/api/weather-cancellations'] as const;

/** `GET /api/weather-cancellations/preview?date=`: asked for once the admin chose a date and pressed Preview. */
export function useWeatherPreview(date: string | null) {
  return useQuery<WeatherPreview>({
    queryKey: [...WEATHER_QUERY_KEY, `preview?date=${encodeURIComponent(date ?? '')}`],
    enabled: date !== null,
  });
}

/** `POST /api/weather-cancellations`: afterwards the lists, the calendar and the preview are read again. */
export function useWeatherCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WeatherRun) => (await apiRequest('POST', '/api/weather-cancellations', body)).json() as Promise<WeatherReport>,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/availability'] }),
        queryClient.invalidateQueries({ queryKey: WEATHER_QUERY_KEY }),
      ]);
    },
  });
}

/** The date field's message, or undefined when the server would take it. */
export function weatherDateError(date: string): string | undefined {
  return isCalendarDate(date) ? undefined : WEATHER_CANCELLATION_MESSAGES.date;
}

/** The reason field's message, or undefined: required, at most REASON_MAX_LENGTH once trimmed. */
export function weatherReasonError(reason: string): string | undefined {
  const text = reason.trim();
  if (!text) return WEATHER_CANCELLATION_MESSAGES.reasonRequired;
  return text.length > REASON_MAX_LENGTH ? WEATHER_CANCELLATION_MESSAGES.reason : undefined;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Cancel 2 trips and refund $828.00 in full? The day is closed for new bookings.' */
export function confirmationText(preview: Pick<WeatherPreview, 'totals' | 'bookings'>): string {
  const releases = preview.bookings.filter((b) => b.action === 'release').length;
  const trips = preview.totals.bookings - releases;
  const parts = [
    trips > 0 ? `cancel ${plural(trips, 'trip', 'trips')}` : '',
    releases > 0 ? `release ${plural(releases, 'unpaid checkout', 'unpaid checkouts')}` : '',
  ].filter(Boolean);
  const action = parts.length
    ? `${parts.join(' and ')}${preview.totals.refundCents > 0 ? `, refunding ${formatCad(preview.totals.refundCents)} in full` : ''}`
    : '';
  return action
    ? `This will ${action}, and close the day for new bookings. Each customer gets an SMS and an email with a link to rebook.`
    : 'There are no trips to cancel: this closes the day for new bookings.';
}

/** 'Cancelled 2 trips ($828.00 refunded), skipped 1 already cancelled, 0 failed.' */
export function reportSummary(report: WeatherReport): string {
  const refunded = report.cancelled.reduce((sum, c) => sum + c.refundCents, 0);
  return [
    `Day closed. Cancelled ${plural(report.cancelled.length, 'trip', 'trips')}${refunded > 0 ? ` (${formatCad(refunded)} refunded)` : ''}`,
    report.released.length ? `released ${plural(report.released.length, 'unpaid checkout', 'unpaid checkouts')}` : '',
    `skipped ${report.skipped.length} already cancelled`,
    `${report.failed.length} failed.`,
  ]
    .filter(Boolean)
    .join(', ');
}
