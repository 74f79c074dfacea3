/** The detail dialog is deep-linkable: `/admin?booking=<id>` opens it, keeping any other parameter (a tab). */
export const BOOKING_PARAM = 'booking';

/** The search string with the booking's detail open, or closed for `null`. */
export function searchWithBooking(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id) params.set(BOOKING_PARAM, id);
  else params.delete(BOOKING_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
