import { RetentionPeriods, retentionCutoff } from '../../domain/privacy/retention-rules';
import { Clock } from '../ports/clock';

/** Records that are deleted once older than their retention period; each answers how many it deleted. */
export interface RetainedRecords {
  /**
   * Emails and texts written before `cutoff` that are done with (sent, kept for the admin, failed
   * or withdrawn: never one still waiting to go), and texts received before it.
   */
  purgeMessagesBefore(cutoff: Date): Promise<number>;
  /** Sign-in log rows whose last attempt was before `cutoff`. */
  purgeSignInsBefore(cutoff: Date): Promise<number>;
}

export interface PurgeCounts {
  readonly messages: number;
  readonly signIns: number;
}

/**
 * Deletes the messages and the sign-in log once older than the periods the privacy policy states
 * (the chat's conversations have their own job, application/chat/chat-sessions.ts).
 */
export class RetentionPurges {
  constructor(
    private readonly records: RetainedRecords,
    private readonly periods: RetentionPeriods,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<PurgeCounts> {
    const now = this.clock.now();
    const messages = await this.records.purgeMessagesBefore(retentionCutoff(now, this.periods.messageDays));
    const signIns = await this.records.purgeSignInsBefore(retentionCutoff(now, this.periods.signInLogDays));
    return { messages, signIns };
  }
}
