import { ApiProperty } from '@nestjs/swagger';

/** How long personal information is kept before it is deleted: the periods the retention jobs delete by. */
export class RetentionPeriodsDto {
  @ApiProperty({ description: 'Days a chat conversation is kept after its last message', example: 90 })
  chatDays!: number;

  @ApiProperty({ description: 'Days an email or text message sent or received is kept', example: 365 })
  messageDays!: number;

  @ApiProperty({ description: "Days a row of the admin area's sign-in log is kept after its last attempt", example: 90 })
  signInLogDays!: number;
}
