import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ChatSessions } from '../../application/chat/chat-sessions';
import { LeaseKeeper } from '../leases/lease-keeper';

const LEASE = 'job:chat-retention';

/** Deletes conversations quiet for longer than the retention time, every hour, on the server holding its lease. */
@Injectable()
export class ChatRetentionSchedule {
  private readonly logger = new Logger('Chat');
  private busy = false;

  constructor(
    private readonly sessions: ChatSessions,
    private readonly leases: LeaseKeeper,
  ) {
    leases.want(LEASE, () => this.run());
  }

  @Interval('chat-retention', 3_600_000)
  tick(): Promise<void> {
    return this.leases.ifHeld(LEASE, () => this.run());
  }

  async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const purged = await this.sessions.purgeExpired();
      if (purged) this.logger.log(`Chat: ${purged} conversations older than ${this.sessions.retentionDays} days deleted`);
    } catch (error) {
      this.logger.error('The chat retention purge failed; it runs again in an hour', error instanceof Error ? error.stack : error);
    } finally {
      this.busy = false;
    }
  }
}
