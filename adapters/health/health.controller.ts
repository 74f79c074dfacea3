import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventStore } from '../../application/ports/event-store';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { Access } from '../auth/access';
import { MessageChannels } from '../../application/messaging/outbox-dispatcher';
import { MESSAGE_CHANNELS } from '../messaging/messaging.tokens';
import { Database } from '../persistence/database';
import { LeaseKeeper } from '../leases/lease-keeper';
import { DATABASE, EVENT_STORE, PAYMENT_GATEWAY } from '../shared/tokens';
import { HealthReport, HealthReportDto } from './health-responses';
import { OutboxBacklog } from './outbox-backlog';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    @Inject(MESSAGE_CHANNELS) private readonly channels: MessageChannels,
    private readonly leases: LeaseKeeper,
    private readonly outbox: OutboxBacklog,
  ) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Liveness, and which adapter is active for each concern' })
  @ApiOkResponse({ type: HealthReportDto })
  async health(): Promise<HealthReport> {
    await this.database.dataSource.query('SELECT 1');
    const outboxAlert = await this.outbox.alert();
    return {
      status: 'ok',
      adapters: {
        events: this.events.kind,
        readModels: this.database.kind,
        payments: this.payments.kind,
        // Without a configured channel the outbox only records the messages (visible in admin).
        sms: this.channels.sms?.kind ?? 'outbox-only',
        email: this.channels.mailer?.kind ?? 'outbox-only',
      },
      leases: this.leases.heldNames(),
      alerts: outboxAlert ? [outboxAlert] : [],
    };
  }
}
