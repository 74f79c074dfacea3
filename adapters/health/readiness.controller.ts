import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { EventStore } from '../../application/ports/event-store';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { Database } from '../persistence/database';
import { DATABASE, EVENT_STORE } from '../shared/tokens';
import { LivenessDto, ReadinessDto } from './health-responses';
import { OutboxBacklog } from './outbox-backlog';

/** Each check's limit: a database that stopped answering must not hold the probe. */
const CHECK_TIMEOUT_MS = 3_000;

/** What the public 503 says of each failed check; the cause (an address, a driver's message) goes to the log only. */
const FAILURE_OF_CHECK: Record<string, string> = {
  database: 'The database does not answer',
  eventstore: 'EventStoreDB does not answer',
};

/**
 * The probes of an orchestrator or load balancer: live (the process answers) and ready (this
 * server has started and can reach what it stores in: the database, and EventStoreDB when
 * configured). A failing check answers 503 with `message: 'Not ready: <names>'` and each failure
 * in `errors`. The outbox falling behind is an alert (outbox-backlog.ts), not a condition: it is
 * shared by every server, and failing on it would take them all out at once.
 */
@ApiTags('health')
@Controller('api/health')
export class ReadinessController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly outbox: OutboxBacklog,
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
  @ApiOperation({
    summary: 'Readiness: the server started and reaches the database, and EventStoreDB when configured; 503 naming what fails',
  })
  @ApiOkResponse({ type: ReadinessDto })
  // The 503 body also carries Terminus's status, info, error and details.
  @ApiErrors(503)
  async ready(): Promise<HealthCheckResult> {
    try {
      const result = await this.health.check([
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
      ]);
      // Asked here too, as the probes come often, so that the alert is logged when it changes
      // whoever looks; in the background, and only of a database that just answered.
      void this.outbox.alert().catch(() => undefined);
      return result;
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      // Terminus logged each failure with its cause; the answer is public and names only the checks.
      const statusOnly = (checks: HealthCheckResult['info']) =>
        Object.fromEntries(Object.entries(checks ?? {}).map(([name, detail]) => [name, { status: detail?.status ?? 'down' }]));
      const failed = Object.keys(result.error ?? {});
      const errors = Object.fromEntries(failed.map((name) => [name, FAILURE_OF_CHECK[name] ?? 'Down']));
      throw new ServiceUnavailableException({
        message: `Not ready: ${failed.join(', ')}`,
        errors,
        status: result.status,
        info: statusOnly(result.info),
        error: statusOnly(result.error),
        details: statusOnly(result.details),
      });
    }
  }
}
