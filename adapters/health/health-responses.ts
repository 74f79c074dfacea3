import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import type { HealthCheckResult, HealthIndicatorStatus } from '@nestjs/terminus';

export interface HealthReport {
  status: 'ok';
  adapters: { events: string; readModels: string; payments: string; sms: string; email: string };
  /** The background work this server runs: the leases it holds. */
  leases: string[];
  /** What needs someone's attention but does not stop this server from working (the outbox falling behind). */
  alerts: string[];
}

/** Which adapter serves each concern. */
export class ActiveAdaptersDto implements Readonly<HealthReport['adapters']> {
  @ApiProperty({ example: 'postgres', description: 'Where the events are stored' })
  events!: string;

  @ApiProperty({ example: 'pglite', description: 'The read models database' })
  readModels!: string;

  @ApiProperty({ example: 'test', description: 'The payment gateway' })
  payments!: string;

  @ApiProperty({
    example: 'outbox-only',
    description: "The SMS channel; 'outbox-only' when none is configured (messages are only recorded)",
  })
  sms!: string;

  @ApiProperty({ example: 'outbox-only', description: "The email channel; 'outbox-only' when none is configured" })
  email!: string;
}

export class HealthReportDto implements HealthReport {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({ type: () => ActiveAdaptersDto })
  adapters!: ActiveAdaptersDto;

  @ApiProperty({
    type: [String],
    example: ['job:reminders', 'process-managers:background'],
    description: 'The background work this server runs: the leases it holds (each held by one server at a time)',
  })
  leases!: string[];

  @ApiProperty({
    type: [String],
    example: ['2 message(s) due more than 15 minutes ago are still unsent'],
    description: 'What needs attention without making the server unready (the outbox falling behind); empty when all is well',
  })
  alerts!: string[];
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

/** One check's outcome. */
export class HealthIndicatorStatusDto {
  @ApiProperty({ enum: ['up', 'degraded', 'down'] })
  status!: HealthIndicatorStatus;

  @ApiPropertyOptional({ description: 'Why a check is down' })
  message?: string;
}

const BY_CHECK = {
  type: 'object',
  additionalProperties: { $ref: getSchemaPath(HealthIndicatorStatusDto) },
  example: { database: { status: 'up' } },
} as const;

/** Terminus's result: each check by name (database, eventstore when configured). */
@ApiExtraModels(HealthIndicatorStatusDto)
export class ReadinessDto implements HealthCheckResult {
  @ApiProperty({ enum: ['ok'], description: 'A failing check answers 503 instead' })
  status!: 'ok';

  @ApiPropertyOptional({ ...BY_CHECK, description: 'The checks that are up' })
  info?: Record<string, HealthIndicatorStatusDto>;

  @ApiPropertyOptional({ ...BY_CHECK, description: 'The checks that are down (none on a 200)', example: {} })
  error?: Record<string, HealthIndicatorStatusDto>;

  @ApiProperty({ ...BY_CHECK, description: 'Every check' })
  details!: Record<string, HealthIndicatorStatusDto>;
}
