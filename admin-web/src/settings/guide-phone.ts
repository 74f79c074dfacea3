import { validateSiteContent } from '../../../domain/content/site-content-rules';

/**
 * What the guide's phone is used in (application/messaging: notifications.projection.ts; the
 * reminders of application/reminders/reminder-messages.ts): the texts sent to it, and the customers'
 * reminders that give it as the number to call.
 */
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
    title: 'Daily summary (SMS)',
    text: "Tomorrow's trips with each party, phone and unsigned waivers, sent every day at the daily summary hour below.",
  },
  {
    title: 'Trip reminder (SMS)',
    text: '1 hour before each trip: the time, the customer, the party, their phone and how many waivers are not signed.',
  },
  {
    title: "Customers' reminders",
    text: '48 hours, 24 hours and on the day of their trip, customers are texted a reminder that gives this number for questions.',
  },
  {
    title: 'Test System messages',
    text: 'A test booking sends the same alerts, marked TEST, so you can check that they arrive.',
  },
] as const;

/** The domain's rule: '(XXX) XXX-XXXX', else the 'Invalid Format' message. */
export function guidePhoneError(phone: string): string | null {
  return validateSiteContent('guide', 'phone', phone);
}
