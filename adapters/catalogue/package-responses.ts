import { ApiProperty } from '@nestjs/swagger';
import { PackageRow } from '../../application/catalogue/package-service';
import { TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import { PACKAGE_SALES, PackageSale } from '../../domain/catalogue/package-capacity';
import { SeasonPeriod } from '../../domain/catalogue/package-season';

/** One period of a season: months (1-12, both included, wrapping the year end) or dates (YYYY-MM-DD, both included). */
export class SeasonPeriodDto {
  @ApiProperty({ enum: ['months', 'dates'], example: 'months' })
  kind!: 'months' | 'dates';

  @ApiProperty({
    oneOf: [
      { type: 'integer', minimum: 1, maximum: 12 },
      { type: 'string', format: 'date' },
    ],
    example: 12,
  })
  from!: number | string;

  @ApiProperty({
    oneOf: [
      { type: 'integer', minimum: 1, maximum: 12 },
      { type: 'string', format: 'date' },
    ],
    example: 3,
  })
  to!: number | string;
}

export class PackageRowDto implements PackageRow {
  @ApiProperty({ type: 'integer', example: 2 })
  id!: number;

  @ApiProperty({ example: 'Full-Day Adventure' })
  name!: string;

  @ApiProperty({ type: 'integer', example: 399, description: 'Whole CAD per person' })
  price!: number;

  @ApiProperty({ example: '8 hours' })
  duration!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: [String], example: ['All tackle and bait', 'Shore lunch'] })
  features!: string[];

  @ApiProperty()
  featured!: boolean;

  @ApiProperty({
    enum: TIME_SLOTS,
    isArray: true,
    example: ['morning', 'afternoon'],
    description: 'The booking slots it is sold in, never empty, in slot order',
  })
  timeSlots!: TimeSlot[];

  @ApiProperty({ type: 'integer', example: 12, description: 'The largest party one booking takes' })
  maxPeople!: number;

  @ApiProperty({ enum: PACKAGE_SALES, description: "'private': one party per slot; 'seats': parties share the boat" })
  sale!: PackageSale;

  @ApiProperty({ type: 'integer', nullable: true, example: null, description: "Seats per slot when sale is 'seats'; null otherwise" })
  boatCapacity!: number | null;
  @ApiProperty({ type: () => [SeasonPeriodDto], description: 'When it runs; empty: all year' })
  season!: SeasonPeriod[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
}
