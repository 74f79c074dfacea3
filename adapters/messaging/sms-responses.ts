import { ApiProperty } from '@nestjs/swagger';
import { OUTBOX_STATUSES, OutboxStatus } from '../../application/messaging/outbox';
import { BulkSmsReceipt, SmsReceipt } from '../../application/messaging/sms-service';
import { Customer, SMS_SOURCES, SmsSource, SmsThread, SmsThreadMessage, SmsThreadSummary } from '../../application/messaging/sms-inbox';

const THREAD_ID = { format: 'uuid', description: 'The conversation: what its addresses name' } as const;
const SOURCE = {
  enum: SMS_SOURCES,
  description: "sms: texts to the business number; website-chat: questions a visitor left in the chat's hand-off, with a number they typed",
} as const;
const NUMBER_VERIFIED = {
  description: "False for a website chat: anyone can type any number there, so it may not be the sender's own",
} as const;

export class SmsReceiptDto implements SmsReceipt {
  @ApiProperty({ description: 'The outbox message', example: '42' })
  id!: string;

  @ApiProperty({ example: '+17805550123', description: 'E.164' })
  to!: string;

  @ApiProperty({
    enum: OUTBOX_STATUSES,
    description: 'sent; recorded (SMS is not configured: kept in the outbox only); pending (the provider failed, it is retried); failed',
  })
  status!: OutboxStatus;

  @ApiProperty({ type: String, nullable: true, example: 'SM0123456789abcdef0123456789abcdef' })
  providerId!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  error!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'guide (admin)' })
  sentBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}

export class SkippedRecipientDto {
  @ApiProperty({ example: '+17805550123' })
  to!: string;

  @ApiProperty({ example: 'Opted out (replied STOP)' })
  reason!: string;
}

export class BulkSmsReceiptDto implements BulkSmsReceipt {
  @ApiProperty({ example: 12, description: 'Texts put in the outbox (sent within seconds)' })
  queued!: number;

  @ApiProperty({ example: 1, description: 'Left out: opted out, not a number that takes texts, or listed twice' })
  skipped!: number;

  @ApiProperty({ type: [SkippedRecipientDto] })
  skippedRecipients!: SkippedRecipientDto[];
}

export class CustomerDto implements Customer {
  @ApiProperty({ example: '+17805550123', description: 'E.164: one customer per number' })
  phone!: string;

  @ApiProperty({ example: '(780) 555-0123', description: 'As typed on their latest booking' })
  displayPhone!: string;

  @ApiProperty({ example: 'Dana Whitford' })
  name!: string;

  @ApiProperty({ example: 'dana@example.com' })
  email!: string;

  @ApiProperty({ example: 2, description: 'Bookings not cancelled' })
  bookings!: number;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-07-18', description: 'Their latest confirmed trip' })
  lastTrip!: string | null;

  @ApiProperty({ description: 'Replied STOP: bulk texts leave them out' })
  optedOut!: boolean;
}

export class SmsThreadSummaryDto implements SmsThreadSummary {
  @ApiProperty(THREAD_ID)
  id!: string;

  @ApiProperty(SOURCE)
  source!: SmsSource;

  @ApiProperty(NUMBER_VERIFIED)
  numberVerified!: boolean;

  @ApiProperty({ example: '+17805550123' })
  phone!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Dana Whitford',
    description: "From the number's latest booking; always null for a website chat",
  })
  name!: string | null;

  @ApiProperty({ example: 'Do kids need a licence?' })
  lastMessage!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  lastAt!: Date;

  @ApiProperty({ enum: ['in', 'out'] })
  lastDirection!: 'in' | 'out';

  @ApiProperty({ example: 1, description: 'Received and not yet read' })
  unread!: number;

  @ApiProperty()
  optedOut!: boolean;
}

export class SmsThreadMessageDto implements SmsThreadMessage {
  @ApiProperty({ example: 'in-7', description: "'in-<id>' for a received text, 'out-<outbox id>' for one the site sent" })
  id!: string;

  @ApiProperty({ enum: ['in', 'out'] })
  direction!: 'in' | 'out';

  @ApiProperty()
  body!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  at!: Date;

  @ApiProperty({ type: String, nullable: true, enum: OUTBOX_STATUSES, description: 'Outbound: the outbox status' })
  status!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'guide (admin)', description: "Outbound: who wrote it; null for the site's own" })
  sentBy!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'admin-sms',
    description: 'Outbound: booking-confirmed, reminder-customer_24h, admin-sms, bulk-sms...',
  })
  kind!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Outbound and not sent: why' })
  error!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Inbound: when the admin read it' })
  readAt!: Date | null;
}

export class SmsThreadDto implements SmsThread {
  @ApiProperty(THREAD_ID)
  id!: string;

  @ApiProperty(SOURCE)
  source!: SmsSource;

  @ApiProperty(NUMBER_VERIFIED)
  numberVerified!: boolean;

  @ApiProperty({ example: '+17805550123' })
  phone!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Always null for a website chat' })
  name!: string | null;

  @ApiProperty()
  optedOut!: boolean;

  @ApiProperty({ type: [SmsThreadMessageDto], description: 'Oldest first' })
  messages!: SmsThreadMessageDto[];
}

export class MarkedReadDto {
  @ApiProperty(THREAD_ID)
  id!: string;

  @ApiProperty({ example: 2 })
  marked!: number;
}

export class SmsOptOutDto {
  @ApiProperty({ example: '+17805550123' })
  phone!: string;

  @ApiProperty({ description: 'False once the number opted back in (START)' })
  optedOut!: boolean;

  @ApiProperty({ example: 'STOP' })
  keyword!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  changedAt!: Date;
}
