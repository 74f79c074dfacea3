import { BOOKING_MESSAGES, PHONE_MIN_LENGTH } from '../../../domain/bookings/booking-rules';
import { bookingLink } from '../bookings/booking-link';
import { isExternalHref, safeLinkHref } from '@browser-kit/urls/safe-url';
import type { SuggestedAction } from './chat-protocol';

/**
 * What a suggested action does when the visitor picks it (docs/api/chat-protocol.md):
 * - `book_now`, `view_packages`, `view_package_details`: a link on this site, followed inside the
 *   app so the booking form reads the new query (`/?date=..&package=..&time=..#book`);
 * - `call_{name}`: the guide's `tel:` link;
 * - `send_sms`: the panel asks for the visitor's phone, then sends the question on to the guide.
 * Anything else, or an address that is not safe to follow, is not shown.
 */
export type ActionTarget =
  | { readonly kind: 'route'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'tel'; readonly href: string }
  | { readonly kind: 'sms' };

export function actionTarget(action: SuggestedAction): ActionTarget | null {
  if (action.type === 'send_sms') return { kind: 'sms' };
  if (action.type.startsWith('call_')) {
    const href = action.href ? safeLinkHref(action.href) : null;
    return href && /^tel:/i.test(href) ? { kind: 'tel', href } : null;
  }
  const href = action.href ? safeLinkHref(action.href) : fallbackHref(action);
  if (!href || /^(mailto|tel):/i.test(href)) return null;
  return isExternalHref(href) ? { kind: 'external', href } : { kind: 'route', to: href.startsWith('#') ? `/${href}` : href };
}

/** Where an action without an address leads: the booking form with its choice, or the packages. */
function fallbackHref(action: SuggestedAction): string | null {
  if (action.type === 'book_now') return bookingLink({ date: action.date, package: action.packageName, time: action.time });
  if (action.type === 'view_packages' || action.type === 'view_package_details') return '/#packages';
  return null;
}

/** The phone of a `send_sms` request: the booking form's rule and message (domain/bookings). */
export function smsPhoneError(phone: string): string | null {
  return phone.trim().length < PHONE_MIN_LENGTH ? BOOKING_MESSAGES.phone : null;
}

/** The visitor's own line in the conversation for a `send_sms` request. */
export function smsRequestText(phone: string): string {
  return `Please text my question to the guide. My number is ${phone.trim()}.`;
}
