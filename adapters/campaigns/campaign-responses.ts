import { ApiProperty } from '@nestjs/swagger';
import { CampaignDelivery } from '../../application/campaigns/campaign-ports';
import { AudiencePreview, CampaignView, ContactView } from '../../application/campaigns/campaign-service';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_STATUSES, CampaignRecipients, CampaignStatus } from '../../domain/campaigns/campaign-rules';
import { CONSENT_SOURCES, ConsentSource, ExclusionCounts } from '../../domain/campaigns/consent-rules';

export class ExclusionCountsDto implements ExclusionCounts {
  @ApiProperty({
    type: 'integer',
    example: 3,
    description: 'Never gave consent and never bought a trip (a phone booking not yet confirmed, without a yes)',
  })
  noConsent!: number;

  @ApiProperty({ type: 'integer', example: 1, description: 'Their last purchase is more than two years old: implied consent has run out' })
  consentExpired!: number;

  @ApiProperty({ type: 'integer', example: 1, description: 'Unsubscribed' })
  unsubscribed!: number;

  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'Listed addresses that are no contact (nobody paid for a booking, or booked by phone, with them)',
  })
  unknown!: number;
}

export class CampaignDeliveryDto implements CampaignDelivery {
  @ApiProperty({ type: 'integer', example: 0, description: 'Still in the outbox, waiting to be sent or tried again' })
  pending!: number;

  @ApiProperty({ type: 'integer', example: 12, description: 'Handed to the mail server' })
  sent!: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Kept in the outbox only: no mail server is configured (SMTP_URL)' })
  recorded!: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Given up: refused by the mail server, or every retry used' })
  failed!: number;

  @ApiProperty({ type: 'integer', example: 0, description: 'Withdrawn before they went: the contact unsubscribed meanwhile' })
  cancelled!: number;
}

export class EmailCampaignDto implements CampaignView {
  @ApiProperty({ type: 'integer', example: 4 })
  id!: number;

  @ApiProperty({ example: 'Spring walleye opener' })
  name!: string;

  @ApiProperty({ example: 'The walleye are biting, {name}' })
  subject!: string;

  @ApiProperty({ description: 'As the admin wrote it, placeholders unfilled' })
  content!: string;

  @ApiProperty({
    oneOf: [
      { type: 'string', enum: [...CAMPAIGN_AUDIENCES] },
      { type: 'array', items: { type: 'string' } },
    ],
    example: 'all-contacts',
  })
  recipients!: CampaignRecipients;

  @ApiProperty({
    enum: CAMPAIGN_STATUSES,
    description:
      'scheduled: waiting for its time; sending: its emails are being queued or the outbox is still sending some; ' +
      'sent: every email handed over (or failed); cancelled: called off before its time',
  })
  status!: CampaignStatus;

  @ApiProperty({ example: 'guide (admin)', description: 'Who wrote it; its emails carry the same sentBy in the outbox' })
  createdBy!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The time chosen; null for one sent at once' })
  scheduledFor!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When its emails were queued' })
  sentAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  cancelledAt!: Date | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  cancelledBy!: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 12,
    description: 'Contacts it reached (once sent), or would reach now (scheduled); null once cancelled',
  })
  reached!: number | null;

  @ApiProperty({ type: ExclusionCountsDto, nullable: true, description: 'Contacts left out, by reason, on the same terms as `reached`' })
  excluded!: ExclusionCounts | null;

  @ApiProperty({ type: CampaignDeliveryDto })
  delivery!: CampaignDelivery;
}

export class ConsentCountsDto {
  @ApiProperty({ type: 'integer', example: 5, description: "Ticked 'Email me fishing reports and offers'" })
  express!: number;

  @ApiProperty({ type: 'integer', example: 7, description: 'Bought a trip in the last two years' })
  implied!: number;
}

export class AudiencePreviewDto implements AudiencePreview {
  @ApiProperty({ type: 'integer', example: 14, description: 'Contacts (and listed addresses) the recipients name' })
  selected!: number;

  @ApiProperty({ type: 'integer', example: 12, description: 'Those a campaign would reach now' })
  reachable!: number;

  @ApiProperty({ type: ConsentCountsDto })
  byConsent!: { express: number; implied: number };

  @ApiProperty({ type: ExclusionCountsDto })
  excluded!: ExclusionCounts;
}

const CONSENT_STATES = ['express', 'implied', 'noConsent', 'consentExpired', 'unsubscribed'] as const;

export class MarketingContactDto implements ContactView {
  @ApiProperty({ example: 'dana@example.com' })
  email!: string;

  @ApiProperty({ example: 'Dana Whitford' })
  name!: string;

  @ApiProperty({ description: 'Whether a campaign may go to them now' })
  reachable!: boolean;

  @ApiProperty({ enum: CONSENT_STATES, description: 'The basis of their consent, or why they are left out' })
  consent!: (typeof CONSENT_STATES)[number];

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When they last gave express consent: the box on a paid booking, yes on a phone booking, or their confirmed opt-in',
  })
  expressConsentAt!: Date | null;

  @ApiProperty({
    enum: CONSENT_SOURCES,
    nullable: true,
    description:
      "The box on the public booking form (once that booking was paid), the guide's phone booking, or the link of the opt-in email " +
      '(the only way back after an unsubscribe)',
  })
  expressConsentSource!: ConsentSource | null;

  @ApiProperty({ type: String, nullable: true, description: 'The booking whose box gave it (or asked for the confirmed opt-in)' })
  expressConsentBookingId!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Their latest confirmed booking' })
  lastPurchaseAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Two years after it: the end of implied consent' })
  impliedConsentUntil!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  firstSeenAt!: Date;
}
