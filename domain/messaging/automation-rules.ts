import { GUIDE_DEFAULTS } from '../content/site-content-defaults';
import { normalizeSiteContentValue, validateSiteContent } from '../content/site-content-rules';

/**
 * SMS Communications > Automation (docs/product/messaging.md):
 * which messages the site sends by itself. The switches are site content entries of section
 * `automation` (missing means on); the guide notification phone IS the guide phone of Settings,
 * the `guide.phone` entry, with its rule and message.
 */
export interface AutomationSettings {
  /** The customer's confirmation SMS. */
  readonly bookingConfirmationSms: boolean;
  /** Where the guide's texts go: new bookings, cancellations, trip reminders, the daily summary. */
  readonly guideNotificationPhone: string;
  /** The customer's confirmation email, with the amount paid (the receipt). */
  readonly autoEmailReceipts: boolean;
  /** The customer reminders 48 hours, 24 hours and 2 hours before the trip. */
  readonly reminderMessages: boolean;
}

export const AUTOMATION_SECTION = 'automation';
export const AUTOMATION_SWITCHES = ['bookingConfirmationSms', 'autoEmailReceipts', 'reminderMessages'] as const;
export type AutomationSwitch = (typeof AUTOMATION_SWITCHES)[number];
/** The site content entry of the guide notification phone. */
export const GUIDE_PHONE_ENTRY = { section: 'guide', key: 'phone' } as const;

export const AUTOMATION_DEFAULTS: AutomationSettings = {
  bookingConfirmationSms: true,
  guideNotificationPhone: GUIDE_DEFAULTS.phone,
  autoEmailReceipts: true,
  reminderMessages: true,
};

export const AUTOMATION_MESSAGES = {
  switch: (field: AutomationSwitch) => `${field} must be true or false`,
} as const;

type Entry = { readonly section: string; readonly key: string; readonly value: string };

/** The settings as the site content holds them, else the defaults. */
export function automationSettingsOf(entries: readonly Entry[]): AutomationSettings {
  const stored = (section: string, key: string) => entries.find((e) => e.section === section && e.key === key)?.value.trim() || undefined;
  const on = (key: AutomationSwitch) => {
    const value = stored(AUTOMATION_SECTION, key);
    return value === undefined ? AUTOMATION_DEFAULTS[key] : value !== 'false';
  };
  return {
    bookingConfirmationSms: on('bookingConfirmationSms'),
    guideNotificationPhone: stored(GUIDE_PHONE_ENTRY.section, GUIDE_PHONE_ENTRY.key) ?? AUTOMATION_DEFAULTS.guideNotificationPhone,
    autoEmailReceipts: on('autoEmailReceipts'),
    reminderMessages: on('reminderMessages'),
  };
}

/** A change of some of the settings; the fields left out keep their value. */
export type AutomationChange = Partial<Record<keyof AutomationSettings, unknown>>;

/** Each refused field's message, or null when the change can be stored. */
export function validateAutomationChange(change: AutomationChange): Partial<Record<keyof AutomationSettings, string>> | null {
  const errors: Partial<Record<keyof AutomationSettings, string>> = {};
  for (const key of AUTOMATION_SWITCHES) {
    if (change[key] !== undefined && typeof change[key] !== 'boolean') errors[key] = AUTOMATION_MESSAGES.switch(key);
  }
  const phone = change.guideNotificationPhone;
  if (phone !== undefined) {
    const message = validateSiteContent(GUIDE_PHONE_ENTRY.section, GUIDE_PHONE_ENTRY.key, typeof phone === 'string' ? phone : '');
    if (message) errors.guideNotificationPhone = message;
  }
  return Object.keys(errors).length ? errors : null;
}

/** The site content entries a valid change writes. */
export function automationEntries(change: Partial<AutomationSettings>): Entry[] {
  const entries: Entry[] = AUTOMATION_SWITCHES.filter((key) => change[key] !== undefined).map((key) => ({
    section: AUTOMATION_SECTION,
    key,
    value: String(change[key]),
  }));
  if (change.guideNotificationPhone !== undefined) {
    entries.push({ ...GUIDE_PHONE_ENTRY, value: normalizeSiteContentValue(change.guideNotificationPhone) });
  }
  return entries;
}
