import { describe, expect, test } from '@jest/globals';
import { isStaffOnlySiteContent, validateSiteContent } from '../content/site-content-rules';
import { AUTOMATION_DEFAULTS, automationEntries, automationSettingsOf, validateAutomationChange } from './automation-rules';

const PHONE_MESSAGE = 'Invalid Format: Please use format: (XXX) XXX-XXXX';

describe('automationSettingsOf', () => {
  test('every switch is on and the guide phone is the default until the admin sets them', () => {
    expect(automationSettingsOf([])).toEqual({
      bookingConfirmationSms: true,
      guideNotificationPhone: '(780) 555-0142',
      autoEmailReceipts: true,
      reminderMessages: true,
    });
    expect(AUTOMATION_DEFAULTS).toEqual(automationSettingsOf([]));
  });

  test('reads the automation entries and the guide phone of Settings', () => {
    const entries = [
      { section: 'automation', key: 'bookingConfirmationSms', value: 'false' },
      { section: 'automation', key: 'autoEmailReceipts', value: 'true' },
      { section: 'automation', key: 'reminderMessages', value: 'false' },
      { section: 'guide', key: 'phone', value: '(587) 555-0199' },
      { section: 'contact', key: 'phone', value: '(780) 555-0100' },
    ];
    expect(automationSettingsOf(entries)).toEqual({
      bookingConfirmationSms: false,
      guideNotificationPhone: '(587) 555-0199',
      autoEmailReceipts: true,
      reminderMessages: false,
    });
  });
});

describe('validateAutomationChange', () => {
  test('the switches are booleans; the phone follows the guide phone rule and message', () => {
    expect(validateAutomationChange({})).toBeNull();
    expect(validateAutomationChange({ bookingConfirmationSms: false, guideNotificationPhone: '(780) 555-0199' })).toBeNull();
    expect(
      validateAutomationChange({
        bookingConfirmationSms: 'no',
        autoEmailReceipts: 1,
        reminderMessages: null,
        guideNotificationPhone: '780-555-0199',
      }),
    ).toEqual({
      bookingConfirmationSms: 'bookingConfirmationSms must be true or false',
      autoEmailReceipts: 'autoEmailReceipts must be true or false',
      reminderMessages: 'reminderMessages must be true or false',
      guideNotificationPhone: PHONE_MESSAGE,
    });
    expect(validateAutomationChange({ guideNotificationPhone: 7805550199 })).toEqual({ guideNotificationPhone: PHONE_MESSAGE });
  });

  test('a change writes only the entries it names: switches in section automation, the phone as guide.phone', () => {
    expect(automationEntries({ reminderMessages: false, guideNotificationPhone: ' (780) 555-0199 ' })).toEqual([
      { section: 'automation', key: 'reminderMessages', value: 'false' },
      { section: 'guide', key: 'phone', value: '(780) 555-0199' },
    ]);
    expect(automationEntries({})).toEqual([]);
  });
});

describe('the site content entries', () => {
  test("a switch is 'true' or 'false', and only staff read it", () => {
    for (const key of ['bookingConfirmationSms', 'autoEmailReceipts', 'reminderMessages']) {
      expect(validateSiteContent('automation', key, 'true')).toBeNull();
      expect(validateSiteContent('automation', key, ' false ')).toBeNull();
      expect(validateSiteContent('automation', key, 'yes')).toBe('Please use true or false');
      expect(validateSiteContent('automation', key, '')).toBe('Please use true or false');
      expect(isStaffOnlySiteContent('automation', key)).toBe(true);
    }
    expect(validateSiteContent('automation', 'newsletterSms', 'true')).toBe("Unknown site content 'automation.newsletterSms'");
    expect(isStaffOnlySiteContent('guide', 'phone')).toBe(false);
  });
});
