import { Actor } from '../../domain/shared/actor';
import { ReminderJob } from './reminder-job';
import { ReminderListFilter, ReminderPage, ReminderQueries } from './reminder-queries';
import { DailySummaryReceipt, ReminderRow, ReminderRunCounts } from './reminder-read-models';

/** Pending reminders shown at most (the admin's Pending tab: what is coming up). */
const PENDING_SHOWN = 500;

/** The admin's Reminders tab: reading them, sending what is due now, sending the daily summary now. */
export class ReminderService {
  constructor(
    private readonly queries: ReminderQueries,
    private readonly job: ReminderJob,
  ) {}

  /** The reminders still to go show the text they would go with now (ReminderJob.withPreviews). */
  async list(filter: ReminderListFilter): Promise<ReminderPage> {
    const page = await this.queries.list(filter);
    return { ...page, rows: await this.job.withPreviews(page.rows) };
  }

  async pending(): Promise<ReminderRow[]> {
    return this.job.withPreviews(await this.queries.pending(PENDING_SHOWN));
  }

  process(actor: Actor): Promise<ReminderRunCounts> {
    return this.job.run({ sendNow: true, actor });
  }

  sendDailySummary(actor: Actor): Promise<DailySummaryReceipt> {
    return this.job.sendDailySummary(actor);
  }
}
