import { bookingFormLink } from '../bookings/booking-link';
import { toE164 } from '../messaging/phone-numbers';
import { firstNameOf } from './chat-format';
import { SlotChoice, SuggestedAction } from './chat-protocol';

/** The suggested actions of the chat (docs/api/chat-protocol.md), each with the link the widget follows. */
export const PACKAGES_HREF = '/#packages';

export function bookNowAction(choice: { packageName?: string; date?: string; time?: SlotChoice } = {}): SuggestedAction {
  const { packageName, date, time } = choice;
  return {
    type: 'book_now',
    label: packageName ? `Book ${packageName}` : 'Book Now',
    href: bookingFormLink({ package: packageName, date, time }),
    ...(packageName ? { packageName } : {}),
    ...(date ? { date } : {}),
    ...(time ? { time } : {}),
  };
}

export function viewPackagesAction(): SuggestedAction {
  return { type: 'view_packages', label: 'View Packages', href: PACKAGES_HREF };
}

export function viewPackageDetailsAction(packageName: string): SuggestedAction {
  return { type: 'view_package_details', label: `See ${packageName}`, href: PACKAGES_HREF, packageName };
}

/** `call_{first name}` with a tel: link; none when the number cannot be dialled as written. */
export function callGuideAction(guideName: string, phone: string): SuggestedAction | null {
  const e164 = toE164(phone);
  const first = firstNameOf(guideName);
  const key =
    first
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '') || 'guide';
  if (!e164) return null;
  return { type: `call_${key}`, label: `Call ${first || 'the guide'}`, href: `tel:${e164}` };
}

/** Leaves the visitor's number and question for the guide; the widget asks for the number. */
export function sendSmsAction(guideName: string): SuggestedAction {
  return { type: 'send_sms', label: `Text ${firstNameOf(guideName) || 'the guide'} my question` };
}
