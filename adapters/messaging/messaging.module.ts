import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AttachmentRenderer, MessageChannels, OutboxDispatcher } from '../../application/messaging/outbox-dispatcher';
import { AttachmentsByKind } from '../../application/messaging/attachments-by-kind';
import { GIFT_CARD_ATTACHMENTS, GiftCardDocumentsModule } from '../giftcards/gift-card-documents.module';
import { OutboxStore } from '../../application/messaging/outbox';
import { OptOutStore } from '../../application/messaging/sms-inbox';
import { SmsService } from '../../application/messaging/sms-service';
import { SEND_WINDOW_MS, SendQuota } from '../../application/messaging/send-quota';
import { Clock } from '../../application/ports/clock';
import { AppConfig } from '../config/app-config';
import { DEFAULT_MAIL_FROM } from '../config/config-settings';
import { Database } from '../persistence/database';
import { APP_CONFIG, CLOCK, DATABASE } from '../shared/tokens';
import { WaiverDocumentsModule } from '../waivers/waiver-documents.module';
import { MESSAGE_CHANNELS, OUTBOX_STORE, SEND_QUOTA, SMS_OPT_OUTS, WAIVER_ATTACHMENTS } from './messaging.tokens';
import { SqlSendQuota } from './sql-send-quota';
import { SmsController } from './sms.controller';
import { SqlCustomerDirectory, TypeOrmInboxStore, TypeOrmOptOutStore } from './typeorm-sms-stores';
import { TwilioInboundController } from './twilio-inbound.controller';
import { OutboxController } from './outbox.controller';
import { SmtpMailer } from './smtp-mailer';
import { TwilioSmsSender } from './twilio-sms-sender';
import { TypeOrmOutboxStore } from './typeorm-outbox-store';

/**
 * Sends the outbox every few seconds. It only picks up persisted due messages, so a restart loses
 * nothing: what was pending is sent by the next process.
 */
@Injectable()
export class OutboxDispatchSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private busy = false;

  constructor(
    private readonly dispatcher: OutboxDispatcher,
    @Inject(MESSAGE_CHANNELS) private readonly channels: MessageChannels,
  ) {}

  onApplicationBootstrap(): void {
    const how = (kind: string | undefined, variables: string) => kind ?? `recorded in the outbox only (set ${variables} to send)`;
    this.logger.log(`Email: ${how(this.channels.mailer?.kind, 'SMTP_URL')}; SMS: ${how(this.channels.sms?.kind, 'TWILIO_*')}`);
  }

  @Interval('outbox-dispatch', 5000)
  async tick(): Promise<void> {
    // A slow mail server must not pile up runs behind each other.
    if (this.busy) return;
    this.busy = true;
    try {
      const counts = await this.dispatcher.dispatchDue();
      if (counts.retrying || counts.failed) this.logger.warn(`Outbox: ${counts.retrying} to retry later, ${counts.failed} failed`);
    } catch (error) {
      this.logger.error('Outbox dispatch failed; it runs again shortly', error as Error);
    } finally {
      this.busy = false;
    }
  }

  /** At shutdown, once the schedulers are stopped (graceful-shutdown.ts): no new run starts after this one. */
  async onModuleDestroy(): Promise<void> {
    // Let a send in progress record its outcome before the database closes; an outcome waiting
    // for a database that is away gets one more try, not an endless wait.
    this.dispatcher.stop();
    await this.dispatcher.idle();
    if (this.channels.mailer instanceof SmtpMailer) this.channels.mailer.close();
    this.logger.log('Outbox dispatcher stopped');
  }
}

/** What the send limits counted more than an hour ago counts no more: forgotten every hour. */
@Injectable()
export class SendQuotaPurge {
  private readonly logger = new Logger('SendQuota');

  constructor(
    @Inject(SEND_QUOTA) private readonly quota: SendQuota,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Interval('send-quota-purge', SEND_WINDOW_MS)
  async tick(): Promise<void> {
    await this.quota
      .purge(new Date(this.clock.now().getTime() - SEND_WINDOW_MS))
      .catch((error: Error) => this.logger.warn(`Purge failed; it runs again in an hour: ${error.message}`));
  }
}

/** The site's host names its emails' Message-IDs: the public address, else the sender's domain. */
function messageIdDomain(config: AppConfig): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).hostname;
  return /@([^>\s]+)>?\s*$/.exec(config.smtp?.from ?? DEFAULT_MAIL_FROM)?.[1] ?? 'localhost';
}

@Module({
  imports: [WaiverDocumentsModule, GiftCardDocumentsModule],
  controllers: [OutboxController, SmsController, TwilioInboundController],
  providers: [
    { provide: OUTBOX_STORE, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmOutboxStore(db.dataSource) },
    {
      provide: MESSAGE_CHANNELS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MessageChannels => ({
        mailer: config.smtp ? new SmtpMailer(config.smtp.url, config.smtp.from) : undefined,
        sms: config.twilio ? new TwilioSmsSender(config.twilio) : undefined,
      }),
    },
    { provide: SMS_OPT_OUTS, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmOptOutStore(db.dataSource) },
    {
      provide: OutboxDispatcher,
      inject: [OUTBOX_STORE, MESSAGE_CHANNELS, CLOCK, WAIVER_ATTACHMENTS, SMS_OPT_OUTS, APP_CONFIG, GIFT_CARD_ATTACHMENTS],
      useFactory: (
        outbox: OutboxStore,
        channels: MessageChannels,
        clock: Clock,
        waivers: AttachmentRenderer,
        optOuts: OptOutStore,
        config: AppConfig,
        giftCards: AttachmentRenderer,
      ) => {
        const logger = new Logger('Outbox');
        return new OutboxDispatcher(outbox, channels, clock, {
          attachments: new AttachmentsByKind({ 'waiver-pdf': waivers, 'gift-card-pdf': giftCards }),
          optOuts,
          claimTtlMs: config.outboxClaimTtlMs,
          messageIdDomain: messageIdDomain(config),
          warn: (text) => logger.warn(text),
        });
      },
    },
    {
      provide: SmsService,
      inject: [OUTBOX_STORE, DATABASE, SMS_OPT_OUTS, OutboxDispatcher, CLOCK],
      useFactory: (outbox: OutboxStore, db: Database, optOuts: OptOutStore, dispatcher: OutboxDispatcher, clock: Clock) =>
        new SmsService(outbox, new TypeOrmInboxStore(db.dataSource), optOuts, new SqlCustomerDirectory(db.dataSource), dispatcher, clock),
    },
    { provide: SEND_QUOTA, inject: [DATABASE], useFactory: (db: Database) => new SqlSendQuota(db.dataSource) },
    OutboxDispatchSchedule,
    SendQuotaPurge,
  ],
  exports: [MESSAGE_CHANNELS, OUTBOX_STORE, OutboxDispatcher, SMS_OPT_OUTS, SEND_QUOTA],
})
export class MessagingModule {}
