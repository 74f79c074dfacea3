import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, ValidateIf } from 'class-validator';
import { TEMPLATE_LIMITS } from '../../domain/messaging/template-rules';

/*
 * Only the types are checked here; what a template's text must be (required, its length, the
 * placeholders it may use) is domain/messaging/template-rules.ts's `validateMessageTemplate`,
 * which the service applies and the controller reports under `body` and `subject`, with the same
 * messages the admin form shows. A missing text is "required" there, not a type error here.
 */
export class SaveMessageTemplateDto {
  @ApiProperty({
    description:
      "The text (SMS) or content (email), with `{placeholder}` names from the template's `placeholders`; a part in square brackets " +
      'holding a placeholder, like `[Paid {amountPaid}.]`, is left out when that placeholder is empty',
    example: '{business}: hi {name}, your {package} trip on {date}, {time}, is confirmed. [Paid {amountPaid}.] Questions: {phone}',
    maxLength: TEMPLATE_LIMITS.emailContentMax,
  })
  @ValidateIf((dto: SaveMessageTemplateDto) => dto.body !== undefined && dto.body !== null)
  @IsString({ message: 'The text must be text' })
  body!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Email templates: the subject (required); ignored for SMS templates',
    example: '20% off your next trip with {business}',
    maxLength: TEMPLATE_LIMITS.emailSubjectMax,
  })
  @ValidateIf((dto: SaveMessageTemplateDto) => dto.subject !== undefined && dto.subject !== null)
  @IsString({ message: 'The subject must be text' })
  subject?: string | null;
}
