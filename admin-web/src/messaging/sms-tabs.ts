import type { ComponentType } from 'react';
import { AutomationTab } from './AutomationTab';
import { BulkSmsTab } from './BulkSmsTab';
import { EmailCampaignsTab } from './EmailCampaignsTab';
import { InboxTab } from './InboxTab';
import { SmsTab } from './SmsTab';
import { TemplatesTab } from './TemplatesTab';

/** The six tabs of SMS Communications, in the order the panel shows them, by their address under /admin/sms/. */
export const SMS_TAB_PATHS = ['sms', 'bulk-sms', 'email-campaigns', 'inbox', 'automation', 'templates'] as const;
export type SmsTabPath = (typeof SMS_TAB_PATHS)[number];

export interface SmsTabEntry {
  readonly path: SmsTabPath;
  readonly label: string;
  /** The tab's content; `canChange` false (an auditor): read only. */
  readonly Panel: ComponentType<{ canChange: boolean }>;
  /** The label shows the unread texts of the Inbox: 'Inbox (2)'. */
  readonly showsUnread?: boolean;
}

/**
 * The sub-tabs that exist, each with its nav link and its route: a new tab (Email Campaigns,
 * Automation, Templates) is one entry here, and takes its place in SMS_TAB_PATHS's order whatever its
 * position in this list. A path of SMS_TAB_PATHS with no entry yet has no link, and its address
 * shows nothing.
 */
const ENTRIES: readonly SmsTabEntry[] = [
  { path: 'sms', label: 'SMS', Panel: SmsTab },
  { path: 'bulk-sms', label: 'Bulk SMS', Panel: BulkSmsTab },
  { path: 'email-campaigns', label: 'Email Campaigns', Panel: EmailCampaignsTab },
  { path: 'inbox', label: 'Inbox', Panel: InboxTab, showsUnread: true },
  { path: 'templates', label: 'Templates', Panel: TemplatesTab },
  { path: 'automation', label: 'Automation', Panel: AutomationTab },
];

export const SMS_TABS: readonly SmsTabEntry[] = [...ENTRIES].sort((a, b) => SMS_TAB_PATHS.indexOf(a.path) - SMS_TAB_PATHS.indexOf(b.path));

/** Addresses of tabs that are still to come: they render nothing until their entry exists. */
export const SMS_TABS_TO_COME: readonly SmsTabPath[] = SMS_TAB_PATHS.filter((path) => !SMS_TABS.some((tab) => tab.path === path));

/** Where /admin/sms leads: the first tab. */
export const SMS_HOME = `/sms/${SMS_TAB_PATHS[0]}`;
