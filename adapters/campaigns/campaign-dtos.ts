import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { UnsubscribeSource } from '../../application/campaigns/campaign-ports';
import { CampaignDraft } from '../../application/campaigns/campaign-service';
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PLACEHOLDERS,
  CampaignRecipients,
  isCampaignAudience,
  recipientsProblem,
} from '../../domain/campaigns/campaign-rules';
import { trim } from '../http/dto-transforms';

/** An instant with its zone: '2026-12-01T16:00:00Z', '2026-12-01T09:00-07:00'. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

const RecipientsRule = () =>
  ValidateBy(
    { name: 'isCampaignRecipients', validator: { validate: (value) => recipientsProblem(value) === null } },
    { message: ({ value }) => recipientsProblem(value) ?? CAMPAIGN_MESSAGES.recipients },
  );

const RECIPIENTS_DESCRIPTION =
  "'all-contacts' (everybody who paid for a booking or booked by phone), 'past-customers' (those with a confirmed booking) or a list of email addresses. " +
  'Only those who may be emailed under CASL get it: express consent, or a purchase in the last two years, and not unsubscribed.';

/** The email campaign form: name, subject, content, recipients, optional scheduledDate. */
export class CreateEmailCampaignDto {
  @ApiProperty({ example: 'Spring walleye opener', maxLength: CAMPAIGN_LIMITS.nameMax, description: 'For the admin only' })
  @Transform(trim)
  @IsString({ message: CAMPAIGN_MESSAGES.name })
  @IsNotEmpty({ message: CAMPAIGN_MESSAGES.name })
  @MaxLength(CAMPAIGN_LIMITS.nameMax, { message: CAMPAIGN_MESSAGES.nameTooLong })
  name!: string;

  @ApiProperty({ example: 'The walleye are biting, {name}', maxLength: CAMPAIGN_LIMITS.subjectMax })
  @Transform(trim)
  @IsString({ message: CAMPAIGN_MESSAGES.subject })
  @IsNotEmpty({ message: CAMPAIGN_MESSAGES.subject })
  @MaxLength(CAMPAIGN_LIMITS.subjectMax, { message: CAMPAIGN_MESSAGES.subjectTooLong })
  subject!: string;

  @ApiProperty({
    example: 'Hi {name},\n\nThe walleye moved up the deep breaks this week.',
    maxLength: CAMPAIGN_LIMITS.contentMax,
    description: `Plain text; a blank line starts a paragraph. Placeholders: ${CAMPAIGN_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')} (the contact's name). The business name, its mailing address and an unsubscribe link are added below it.`,
  })
  @Transform(trim)
  @IsString({ message: CAMPAIGN_MESSAGES.content })
  @IsNotEmpty({ message: CAMPAIGN_MESSAGES.content })
  @MaxLength(CAMPAIGN_LIMITS.contentMax, { message: CAMPAIGN_MESSAGES.contentTooLong })
  content!: string;

  @ApiProperty({
    oneOf: [
      { type: 'string', enum: [...CAMPAIGN_AUDIENCES] },
      { type: 'array', items: { type: 'string', format: 'email' }, minItems: 1, maxItems: CAMPAIGN_LIMITS.recipientsMax },
    ],
    example: 'all-contacts',
    description: RECIPIENTS_DESCRIPTION,
  })
  @RecipientsRule()
  recipients!: CampaignRecipients;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    example: '2026-12-01T16:00:00Z',
    description: 'When to send it, in the future (an ISO-8601 instant with its zone); left out (or empty): send now',
  })
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @IsString({ message: CAMPAIGN_MESSAGES.scheduledDateFormat })
  @ValidateBy(
    { name: 'isInstant', validator: { validate: (v) => typeof v === 'string' && INSTANT.test(v) && !Number.isNaN(Date.parse(v)) } },
    { message: CAMPAIGN_MESSAGES.scheduledDateFormat },
  )
  scheduledDate?: string;

  toDraft(): CampaignDraft {
    return {
      name: this.name,
      subject: this.subject,
      content: this.content,
      recipients: this.recipients,
      scheduledFor: this.scheduledDate ? new Date(this.scheduledDate) : null,
    };
  }
}

/** GET /api/email-campaigns/audience?recipients=...: an audience name, or addresses separated by commas. */
export class AudienceQueryDto {
  @ApiProperty({
    type: String,
    example: 'all-contacts',
    description: `'all-contacts', 'past-customers', or email addresses separated by commas. ${RECIPIENTS_DESCRIPTION}`,
  })
  @RecipientsRule()
  @Transform(({ value }: { value: unknown }) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
    if (parts.length === 1 && isCampaignAudience(typeof parts[0] === 'string' ? parts[0].trim() : parts[0])) return String(parts[0]).trim();
    return value === undefined ? undefined : parts;
  })
  recipients!: CampaignRecipients;
}

/**
 * The form body of a POST to an unsubscribe link: a mail client's one-click request says
 * `List-Unsubscribe=One-Click` (RFC 8058); the page's own button sends nothing.
 */
export class UnsubscribeFormDto {
  @Allow()
  'List-Unsubscribe'?: unknown;

  source(): UnsubscribeSource {
    return this['List-Unsubscribe'] === 'One-Click' ? 'one-click' : 'link';
  }
}
