import { ApiProperty } from '@nestjs/swagger';
import { RefundDecision, RefundRule } from '../../domain/bookings/refund-policy';
import { membersOf } from './enum-members';

/* What a cancellation would refund, by the refund policy. */

const REFUND_RULES = membersOf<RefundRule>({ weather: true, '48h-or-more': true, '24-to-48h': true, 'under-24h': true });

export class RefundDecisionDto implements RefundDecision {
  @ApiProperty({ enum: REFUND_RULES })
  rule!: RefundRule;

  @ApiProperty({ enum: [0, 50, 100], example: 50 })
  percent!: 0 | 50 | 100;

  @ApiProperty({ type: 'integer', example: 29_000 })
  amountCents!: number;

  @ApiProperty({ example: 30.5, description: "Hours from now to the trip's start (negative once it started)" })
  hoursBeforeStart!: number;

  @ApiProperty({ example: '24 to 48 hours before the trip: 50% refund' })
  explanation!: string;
}

export interface RefundPreview {
  refund: RefundDecision | null;
}

export class RefundPreviewDto implements RefundPreview {
  @ApiProperty({ type: () => RefundDecisionDto, nullable: true, description: 'null for a booking not paid online' })
  refund!: RefundDecisionDto | null;
}
