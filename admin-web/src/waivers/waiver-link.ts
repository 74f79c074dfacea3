/** A waiver's detail is deep-linkable: `/admin/waivers?waiver=<id>` opens it, keeping any other parameter. */
export const WAIVER_PARAM = 'waiver';

/** The search string with the waiver's detail open, or closed for `null`. */
export function searchWithWaiver(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id) params.set(WAIVER_PARAM, id);
  else params.delete(WAIVER_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Where a waiver's detail opens from another tab (a booking's detail lists its signers). */
export function waiverDetailTo(id: string): { pathname: string; search: string } {
  return { pathname: '/waivers', search: searchWithWaiver('', id) };
}
