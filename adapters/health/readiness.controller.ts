import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { EventStore } from '../../application/ports/event-store';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { Database } from '../persistence/database';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { LivenessDto, ReadinessDto } from './health-responses';

/** Each check's limit: a database that stopped answering must not hold the probe. */
const CHECK_TIMEOUT_MS = 3_000;
/** Messages due this long ago and still unsent mean the dispatcher is not running. */
export const OUTBOX_OVERDUE_MINUTES = 15;

/**
 * The probes of an orchestrator or load balancer: live (the process answers) and ready (it can do
 * its work: the database, EventStoreDB when configured, and the outbox keeping up). A failing check
 * answers 503 with `message: 'Not ready: <names>'` and each failure in `errors`.
 */
@ApiTags('health')
@Controller('api/health')
export class ReadinessController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  @Get('live')
  @Access('public')
  @ApiOperation({ summary: 'Liveness: the process answers (no dependency is checked)' })
  @ApiOkResponse({ type: LivenessDto })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @Access('public')
  @ApiOperation({ summary: 'Readiness: the database, EventStoreDB when configured and the outbox backlog; 503 naming what fails' })
  @ApiOkResponse({ type: ReadinessDto })
  // The 503 body also carries Terminus's status, info, error and details.
  @ApiErrors(503)
  async ready(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () =>
          this.indicators
            .check('database')
            .attempt(() => this.database.dataSource.query('SELECT 1').then(() => undefined))
            .withTimeout(CHECK_TIMEOUT_MS),
        ...(this.events.kind === 'eventstoredb'
          ? [
              () =>
                this.indicators
                  .check('eventstore')
                  .attempt(() => this.events.headPosition().then(() => undefined))
                  .withTimeout(CHECK_TIMEOUT_MS),
            ]
          : []),
        () =>
          this.indicators
            .check('outbox')
            .attempt(() => this.outboxBacklog())
            .withTimeout(CHECK_TIMEOUT_MS),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      const failed = result.error ?? {};
      const errors = Object.fromEntries(
        Object.entries(failed).map(([name, detail]) => [name, String((detail as { message?: unknown }).message ?? 'down')]),
      );
      throw new ServiceUnavailableException({ message: `Not ready: ${Object.keys(failed).join(', ')}`, errors, ...result });
    }
  }

  private async outboxBacklog(): Promise<{ overdue: number }> {
    const [row] = (await this.database.dataSource.query(
      `SELECT count(*)::int AS overdue FROM outbox_messages
       WHERE "status" IN ('pending', 'sending') AND "nextAttemptAt" < now() - make_interval(mins => $1)`,
      [OUTBOX_OVERDUE_MINUTES],
    )) as { overdue: number }[];
    const overdue = row?.overdue ?? 0;
    if (overdue > 0) throw new Error(`${overdue} message(s) due more than ${OUTBOX_OVERDUE_MINUTES} minutes ago are still unsent`);
    return { overdue };
  }
}
