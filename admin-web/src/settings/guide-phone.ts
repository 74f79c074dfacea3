import { validateSiteContent } from '../../../domain/content/site-content-rules';

/** The messages sent to the guide's phone (application/messaging: notifications.projection.ts). */
export const GUIDE_PHONE_MESSAGES = [
  {
    title: 'New booking alert (SMS)',
    text: 'Sent when a booking is paid online or you confirm it: name, package, date, time, party size and phone.',
  },
  {
    title: 'Cancellation alert (SMS)',
    text: 'Sent when a booking is cancelled, with the reason when one was given.',
  },
  {
    title: 'Test System messages',
    text: 'A test booking sends the same alerts, marked TEST, so you can check that they arrive.',
  },
] as const;

/** The domain's rule: '(XXX) XXX-XXXX', else SPEC's 'Invalid Format' message. */
export function guidePhoneError(phone: string): string | null {
  return validateSiteContent('guide', 'phone', phone);
}
