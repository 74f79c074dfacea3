import { Inject, Injectable, Logger } from '@nestjs/common';
import { Database } from '../persistence/database';
import { DATABASE } from '../shared/tokens';

/** Messages due this long ago and still unsent mean the dispatcher is not running. */
export const OUTBOX_OVERDUE_MINUTES = 15;

/**
 * The outbox falling behind, as an alert rather than a readiness condition: the outbox is shared
 * by every server of a deployment, so failing readiness on it would take all of them out of the
 * load balancer at once, though each could still take bookings. It is logged once each time the
 * count of overdue messages changes, and shown in `/api/health`.
 */
@Injectable()
export class OutboxBacklog {
  private readonly logger = new Logger('Outbox');
  private lastOverdue = 0;

  constructor(@Inject(DATABASE) private readonly database: Database) {}

  /** The alert's text, or none while the outbox keeps up. */
  async alert(): Promise<string | undefined> {
    const [row] = (await this.database.dataSource.query(
      `SELECT count(*)::int AS overdue FROM outbox_messages
       WHERE "status" IN ('pending', 'sending') AND "nextAttemptAt" < now() - make_interval(mins => $1)`,
      [OUTBOX_OVERDUE_MINUTES],
    )) as { overdue: number }[];
    const overdue = row?.overdue ?? 0;
    const alert = overdue > 0 ? `${overdue} message(s) due more than ${OUTBOX_OVERDUE_MINUTES} minutes ago are still unsent` : undefined;
    if (overdue !== this.lastOverdue) {
      if (alert) this.logger.warn(`Outbox behind: ${alert}`);
      else this.logger.log('Outbox caught up: no message is overdue');
      this.lastOverdue = overdue;
    }
    return alert;
  }
}
