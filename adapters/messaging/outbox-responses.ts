import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  OUTBOX_STATUSES,
  OutboxAttachment,
  OutboxAudience,
  OutboxChannel,
  OutboxMessage,
  OutboxStatus,
} from '../../application/messaging/outbox';

// Typed against the unions so a new channel, audience or attachment fails to compile here.
const CHANNELS: readonly OutboxChannel[] = ['email', 'sms'];
const AUDIENCES: readonly OutboxAudience[] = ['customer', 'guide'];
const ATTACHMENT_KINDS: readonly OutboxAttachment['kind'][] = ['waiver-pdf', 'gift-card-pdf'];

/** One of the OutboxAttachment kinds, each naming its own record. */
export class OutboxAttachmentDto {
  @ApiProperty({
    enum: ATTACHMENT_KINDS,
    description: "waiver-pdf: the signer's copy of a waiver, as GET /api/waivers/{id}/pdf gives it; gift-card-pdf: the printable gift card",
  })
  kind!: OutboxAttachment['kind'];

  @ApiPropertyOptional({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7', description: 'waiver-pdf only' })
  waiverId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'gift-card-pdf only' })
  giftCardId?: string;
}

/** The claim's token and expiry are the dispatchers' business: the admin sees `claimedAt` only. */
export type OutboxMessageView = Omit<OutboxMessage, 'claimToken' | 'claimExpiresAt'>;

export function outboxMessageView({ claimToken: _token, claimExpiresAt: _expiry, ...view }: OutboxMessage): OutboxMessageView {
  return view;
}

export class OutboxMessageDto implements OutboxMessageView {
  @ApiProperty({ description: 'Increasing; assigned by the database', example: '42' })
  id!: string;

  @ApiProperty({ example: 'booking-confirmed:3f2b8c1e-5d4a-4e7b-9c60-1a2b3c4d5e6f:v2:customer-email' })
  dedupeKey!: string;

  @ApiProperty({ example: 'booking-confirmed' })
  kind!: string;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', example: '3f2b8c1e-5d4a-4e7b-9c60-1a2b3c4d5e6f' })
  bookingId!: string | null;

  @ApiProperty({ enum: CHANNELS })
  channel!: OutboxChannel;

  @ApiProperty({ enum: AUDIENCES })
  audience!: OutboxAudience;

  @ApiProperty({ description: 'Email address, or the phone number as typed', example: 'sarah@example.com' })
  recipient!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '+17805550123',
    description: 'The recipient as conversations match it: the E.164 number of an SMS, the lower-cased address of an email',
  })
  recipientKey!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: "Who sent it, for the admin's own messages; null for the site's",
  })
  sentBy!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Email only' })
  subject!: string | null;

  @ApiProperty({ description: 'Plain text of the email, or the SMS text' })
  body!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Email only' })
  html!: string | null;

  @ApiProperty({
    type: OutboxAttachmentDto,
    nullable: true,
    description: 'Email only: the file attached, made from its record when the email is sent (never stored here)',
  })
  attachment!: OutboxAttachment | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    nullable: true,
    description: "Email only: header fields added to it (a campaign's List-Unsubscribe and List-Unsubscribe-Post); null for most",
    example: null,
  })
  headers!: Readonly<Record<string, string>> | null;

  @ApiProperty({ enum: OUTBOX_STATUSES })
  status!: OutboxStatus;

  @ApiProperty({ type: 'integer', description: 'Delivery attempts made so far', example: 1 })
  attempts!: number;

  @ApiProperty({ type: Date, nullable: true, description: 'When a pending message is due' })
  nextAttemptAt!: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  claimedAt!: Date | null;

  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The mail server's or SMS provider's id, once sent" })
  providerId!: string | null;

  @ApiProperty({ type: Date })
  createdAt!: Date;

  @ApiProperty({ type: Date, nullable: true })
  sentAt!: Date | null;
}
