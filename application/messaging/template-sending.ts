import { AutomationSwitch } from '../../domain/messaging/automation-rules';
import { MessageTemplateKey } from '../../domain/messaging/template-rules';
import { AFTER_TRIP_TIMING, REMINDER_TIMING } from '../../domain/reminders/reminder-rules';

/** Whether the site sends a template's message by itself, and when. */
export interface TemplateSending {
  /** True: the site sends it by itself when the moment comes; false: a starting point for the admin's own messages. */
  readonly automatic: boolean;
  /** When it goes, to whom and how, and what stops it, in the admin's words. */
  readonly description: string;
  /** The Automation switch that stops it while off; null when none does. */
  readonly setting: AutomationSwitch | null;
}

const HOUR_MS = 60 * 60_000;
const NUMBER_WORDS: Readonly<Record<number, string>> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six' };

/** 24 hours reads "a day", 48 hours "two days", 168 hours "a week". */
function durationText(ms: number): string {
  const hours = ms / HOUR_MS;
  if (hours % 24 !== 0) return hours === 1 ? 'an hour' : `${hours} hours`;
  const days = hours / 24;
  if (days === 7) return 'a week';
  return days === 1 ? 'a day' : `${NUMBER_WORDS[days] ?? days} days`;
}

/** Minutes of the day on the lake's clock: 1260 reads "9 PM". */
function clockText(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${rest ? `:${String(rest).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`;
}

const QUIET_HOURS = `One due between ${clockText(REMINDER_TIMING.quietStartMinutes)} and ${clockText(REMINDER_TIMING.quietEndMinutes)} waits until ${clockText(REMINDER_TIMING.quietEndMinutes)}.`;
const REMINDERS_SWITCH = 'Not sent while customer reminders are turned off in Automation.';
const NOTIFY = 'unless you untick "Notify the customer"';
const TEXTED_AND_EMAILED = 'texted to the customer, and emailed when they gave an email address,';

const after = (type: keyof typeof AFTER_TRIP_TIMING) => durationText(AFTER_TRIP_TIMING[type].afterEndMs);
const FOLLOW_UP_AFTER = durationText(AFTER_TRIP_TIMING.review_reminder.afterEndMs - AFTER_TRIP_TIMING.review_request.afterEndMs);

const sent = (description: string, setting: AutomationSwitch | null = null): TemplateSending => ({ automatic: true, description, setting });
const notSent = (description: string): TemplateSending => ({ automatic: false, description, setting: null });

/**
 * Whether and when each template's message goes out, in one place, said from the code that sends
 * it: the confirmation and the cancellations from the notifications process
 * (./notifications.process.ts, ./booking-notices.ts), the reminders from the reminder job
 * (../reminders/reminder-job.ts) and the messages after a trip from ../reminders/after-trip.ts, with
 * their moments read from the same timing rules. The Templates tab and the Referrals tab show these
 * words, so no screen can say otherwise.
 */
export const TEMPLATE_SENDING: Readonly<Record<MessageTemplateKey, TemplateSending>> = {
  confirmation: sent(
    'Sent automatically: texted to the customer as soon as a booking is paid online, or when you confirm a booking. ' +
      'Not sent while the booking confirmation text is turned off in Automation.',
    'bookingConfirmationSms',
  ),
  reminder48h: sent(
    `Sent automatically: ${TEXTED_AND_EMAILED} 48 hours before the trip. ${QUIET_HOURS} ${REMINDERS_SWITCH}`,
    'reminderMessages',
  ),
  reminder: sent(
    `Sent automatically: ${TEXTED_AND_EMAILED} 24 hours before the trip. ${QUIET_HOURS} ${REMINDERS_SWITCH}`,
    'reminderMessages',
  ),
  reminderDayOf: sent(
    `Sent automatically: ${TEXTED_AND_EMAILED} on the day of the trip, ` +
      `${durationText(REMINDER_TIMING.dayOfLeadMinutes * 60_000)} before it starts. ${QUIET_HOURS} ${REMINDERS_SWITCH}`,
    'reminderMessages',
  ),
  cancellation: sent(
    `Sent automatically: texted to the customer when a booking is cancelled, by you (${NOTIFY}) or by the customer from their booking link. ` +
      'A cancellation for unsafe weather sends the weather cancellation instead.',
  ),
  weatherCancellation: sent(
    `Sent automatically: texted to the customer when you cancel their booking for unsafe weather, in its cancel dialog (${NOTIFY}) ` +
      'or with the whole day under Weather cancellation, with their full refund and a link to pick another date.',
  ),
  reviewRequest: sent(
    `Sent automatically: ${after('review_request')} after the trip ends, once a review link is set in Settings; texted, or emailed to a ` +
      `customer who does not take texts. ${QUIET_HOURS} ${REMINDERS_SWITCH}`,
    'reminderMessages',
  ),
  reviewReminder: sent(
    `Sent automatically: ${FOLLOW_UP_AFTER} after the review request, only if the customer has not followed the review link yet, ` +
      `the same way as the request. ${QUIET_HOURS} ${REMINDERS_SWITCH}`,
    'reminderMessages',
  ),
  referralRequest: sent(
    `Sent automatically: texted ${after('referral_request')} after the trip ends, with the customer's own referral code; never to a ` +
      `number that replied STOP, nor for a refunded booking. ${QUIET_HOURS} ${REMINDERS_SWITCH}`,
    'reminderMessages',
  ),
  weatherUpdate: notSent('Not sent automatically: a starting point for a text you send yourself from the SMS or Bulk SMS tab.'),
  thankYou: notSent('Not sent automatically: a starting point for a text you send yourself from the SMS or Bulk SMS tab.'),
  welcome: notSent('Not sent automatically: a starting point you can pick for an email campaign.'),
  newsletter: notSent('Not sent automatically: a starting point you can pick for an email campaign.'),
  promotion: notSent('Not sent automatically: a starting point you can pick for an email campaign.'),
};
