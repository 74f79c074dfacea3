import { GUIDE_DEFAULTS, SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { automationSettingsOf } from '../../domain/messaging/automation-rules';
import { ReminderRecipient } from '../../domain/reminders/reminder';
import { ReminderContact } from './reminder-messages';
import { dailySummaryHourOf } from '../../domain/reminders/reminder-rules';
import { ContactEntries } from '../content/site-content-service';

/** What the reminders read from the site content: names, places, the guide's phone and email, the summary hour, the customer switch. */
export interface ReminderSettings {
  readonly contact: ReminderContact;
  readonly guide: ReminderRecipient;
  /** 0-23 on the lake. */
  readonly dailySummaryHour: number;
  /** SMS Communications > Automation, reminderMessages: false, and due customer reminders are skipped. */
  readonly customerReminders: boolean;
  /** Settings > Review links: where customers leave a review; null when none is set (no review requests then). */
  readonly reviewLeaveUrl: string | null;
}

/** The site content as the admin has set it, else the defaults; read when a reminder is written, so edits show in the next one. */
export async function reminderSettings(content: ContactEntries): Promise<ReminderSettings> {
  const rows = await content.contactEntries();
  const stored = (section: string, key: string) => rows.find((r) => r.section === section && r.key === key)?.value.trim() || undefined;
  const guideName = stored('guide', 'name') ?? GUIDE_DEFAULTS.name;
  const guidePhone = stored('guide', 'phone') ?? GUIDE_DEFAULTS.phone;
  return {
    contact: {
      businessName: SITE_DEFAULTS.name,
      meetingPlace: stored('contact', 'location') ?? SITE_DEFAULTS.location,
      guideName,
      guidePhone,
      businessPhone: stored('contact', 'phone') ?? SITE_DEFAULTS.phone,
    },
    guide: { name: guideName, phone: guidePhone, email: stored('guide', 'email') ?? null },
    dailySummaryHour: dailySummaryHourOf(stored('reminders', 'summary_hour')),
    customerReminders: automationSettingsOf(rows).reminderMessages,
    reviewLeaveUrl: stored('reviews', 'leave_url') ?? null,
  };
}
