import { describe, expect, test } from '@jest/globals';
import { MESSAGE_TEMPLATE_KEYS } from '../../domain/messaging/template-rules';
import { AFTER_TRIP_TEMPLATE_KEYS, REMINDER_TEMPLATE_KEYS } from '../reminders/reminder-messages';
import { TEMPLATE_SENDING } from './template-sending';

describe('TEMPLATE_SENDING', () => {
  test('every template says whether it is sent, and a message that is not sent never claims a switch', () => {
    for (const key of MESSAGE_TEMPLATE_KEYS) {
      const sending = TEMPLATE_SENDING[key];
      expect(sending.description).toMatch(sending.automatic ? /^Sent automatically: / : /^Not sent automatically: /);
      if (!sending.automatic) expect(sending.setting).toBeNull();
    }
  });

  test("the reminder job's templates (before and after the trip) are sent, and stop with the customer reminders switch, as the job does", () => {
    const jobs = [...Object.values(REMINDER_TEMPLATE_KEYS), ...Object.values(AFTER_TRIP_TEMPLATE_KEYS)];
    for (const key of jobs)
      expect([key, TEMPLATE_SENDING[key]]).toEqual([key, expect.objectContaining({ automatic: true, setting: 'reminderMessages' })]);
    // Nothing else goes by that switch.
    const bySwitch = MESSAGE_TEMPLATE_KEYS.filter((key) => TEMPLATE_SENDING[key].setting === 'reminderMessages');
    expect([...bySwitch].sort()).toEqual([...jobs].sort());
  });

  test('the moments are read from the timing rules', () => {
    expect(TEMPLATE_SENDING.reviewRequest.description).toContain('a day after the trip ends');
    expect(TEMPLATE_SENDING.referralRequest.description).toContain('two days after the trip ends');
    expect(TEMPLATE_SENDING.reviewReminder.description).toContain('a week after the review request');
    expect(TEMPLATE_SENDING.reminderDayOf.description).toContain('2 hours before it starts');
    expect(TEMPLATE_SENDING.reminder.description).toContain('between 9 PM and 8 AM waits until 8 AM');
  });

  test('the confirmation stops with its own switch; the cancellations go whatever the switches', () => {
    expect(TEMPLATE_SENDING.confirmation).toMatchObject({ automatic: true, setting: 'bookingConfirmationSms' });
    expect(TEMPLATE_SENDING.cancellation).toMatchObject({ automatic: true, setting: null });
    expect(TEMPLATE_SENDING.weatherCancellation).toMatchObject({ automatic: true, setting: null });
    for (const key of ['weatherUpdate', 'thankYou', 'welcome', 'newsletter', 'promotion'] as const)
      expect(TEMPLATE_SENDING[key].automatic).toBe(false);
  });
});
