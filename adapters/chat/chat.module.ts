import { Module } from '@nestjs/common';
import { AvailabilityService } from '../../application/availability/availability-service';
import { QuoteService } from '../../application/bookings/quote-service';
import { PackageService } from '../../application/catalogue/package-service';
import { ChatAssistant } from '../../application/chat/chat-assistant';
import { ChatSessions } from '../../application/chat/chat-sessions';
import { SiteContentService } from '../../application/content/site-content-service';
import { Clock, IdGenerator } from '../../application/ports/clock';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { ContentModule } from '../content/content.module';
import { TypeOrmInboxStore } from '../messaging/typeorm-sms-stores';
import { Database } from '../persistence/database';
import { TypeOrmReferralCodes } from '../referrals/typeorm-referral-queries';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG, CLOCK, DATABASE, ID_GENERATOR } from '../shared/tokens';
import { CHAT_LIMITS_TOKEN, DEFAULT_CHAT_LIMITS } from './chat-limits';
import { ChatRetentionSchedule } from './chat.schedule';
import { ChatSocketRegistry } from './chat-socket-registry';
import { ChatGateway } from './chat.gateway';
import { ChatSessionsController } from './chat-sessions.controller';
import { InboxChatHandoff } from './inbox-handoff';
import { TypeOrmChatSessionStore } from './typeorm-chat-store';

const CHAT_SESSION_STORE = Symbol('ChatSessionStore');

/**
 * The chat assistant: the WebSocket at /ws, the staff's conversations, the hourly purge of old ones.
 * The assistant asks the catalogue, the calendar, the quote, the site content and the referral
 * records the site itself uses; a question left for the guide goes to the SMS inbox.
 */
@Module({
  imports: [CatalogueModule, AvailabilityModule, ContentModule],
  controllers: [ChatSessionsController],
  providers: [
    { provide: CHAT_LIMITS_TOKEN, useFactory: () => ({ ...DEFAULT_CHAT_LIMITS }) },
    { provide: CHAT_SESSION_STORE, inject: [DATABASE], useFactory: (db: Database) => new TypeOrmChatSessionStore(db.dataSource) },
    {
      provide: ChatSocketRegistry,
      inject: [DATABASE],
      // Its first heartbeat before the first socket: a server's sockets count only while it beats.
      useFactory: async (db: Database) => {
        const registry = new ChatSocketRegistry(db.dataSource);
        await registry.heartbeat([]);
        return registry;
      },
    },
    {
      provide: ChatAssistant,
      inject: [PackageService, AvailabilityService, SiteContentService, CHAT_SESSION_STORE, DATABASE, CLOCK, ID_GENERATOR],
      useFactory: (
        packages: PackageService,
        availability: AvailabilityService,
        content: SiteContentService,
        sessions: TypeOrmChatSessionStore,
        db: Database,
        clock: Clock,
        ids: IdGenerator,
      ) => {
        const referralCodes = new TypeOrmReferralCodes(db.dataSource);
        return ChatAssistant.start({
          packages,
          availability,
          // The booking form's own price rules and horizon, on the same package list.
          quotes: new QuoteService({ packages, referralCodes, clock, horizon: content, runs: availability }),
          referrals: { recognises: async (code) => (await referralCodes.ownerOf(code)) !== undefined },
          content,
          sessions,
          handoff: new InboxChatHandoff(new TypeOrmInboxStore(db.dataSource)),
          clock,
          ids,
        });
      },
    },
    {
      provide: ChatSessions,
      inject: [CHAT_SESSION_STORE, CLOCK, APP_CONFIG],
      useFactory: (store: TypeOrmChatSessionStore, clock: Clock, config: AppConfig) =>
        new ChatSessions(store, clock, config.retention.chatDays),
    },
    ChatGateway,
    ChatRetentionSchedule,
  ],
  exports: [ChatAssistant, ChatSessions, CHAT_LIMITS_TOKEN],
})
export class ChatModule {}
