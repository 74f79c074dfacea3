import { ApiProperty } from '@nestjs/swagger';
import { MessageTemplateView } from '../../application/messaging/message-template-service';
import { TemplateSending } from '../../application/messaging/template-sending';
import { AUTOMATION_SWITCHES, AutomationSwitch } from '../../domain/messaging/automation-rules';
import {
  MESSAGE_TEMPLATE_KEYS,
  MessageTemplateKey,
  TEMPLATE_PLACEHOLDERS,
  TemplateChannel,
  TemplatePlaceholder,
} from '../../domain/messaging/template-rules';

const PLACEHOLDER_NAMES = Object.keys(TEMPLATE_PLACEHOLDERS) as TemplatePlaceholder[];

export class TemplateSendingDto implements TemplateSending {
  @ApiProperty({ description: 'True: the site sends it by itself; false: a starting point for the admin’s own messages', example: true })
  automatic!: boolean;

  @ApiProperty({
    description: 'When it goes, to whom and how, and what stops it, in the admin’s words',
    example: 'Sent automatically: a day after the trip ends, once a review link is set in Settings; ...',
  })
  description!: string;

  @ApiProperty({
    enum: AUTOMATION_SWITCHES,
    nullable: true,
    description: 'The Automation switch that stops it while off (GET /api/automation-settings); null when none does',
    example: 'reminderMessages',
  })
  setting!: AutomationSwitch | null;
}

export class MessageTemplateDto implements MessageTemplateView {
  @ApiProperty({ enum: MESSAGE_TEMPLATE_KEYS, example: 'confirmation' })
  key!: MessageTemplateKey;

  @ApiProperty({ enum: ['sms', 'email'], example: 'sms' })
  channel!: TemplateChannel;

  @ApiProperty({ example: 'Booking confirmation' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Email templates only; null for SMS', example: null })
  subject!: string | null;

  @ApiProperty({
    description: "The text in use: the admin's edit, else the default",
    example: '{business}: your {package} trip on {date}, {time}, for {party} is confirmed. [Paid {amountPaid}.] Questions: {phone}',
  })
  body!: string;

  @ApiProperty({
    enum: PLACEHOLDER_NAMES,
    isArray: true,
    description: 'The placeholders this template may use, without braces',
    example: ['name', 'date', 'time', 'business', 'package'],
  })
  placeholders!: TemplatePlaceholder[];

  @ApiProperty({ type: String, nullable: true, example: null })
  defaultSubject!: string | null;

  @ApiProperty({ description: 'The text DELETE puts back' })
  defaultBody!: string;

  @ApiProperty({ description: "True while the admin's own text is used instead of the default", example: false })
  customised!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was last edited; null at its default' })
  updatedAt!: Date | null;

  @ApiProperty({ type: String, nullable: true, description: 'Who last edited it (a username); null at its default', example: null })
  updatedBy!: string | null;

  @ApiProperty({ type: () => TemplateSendingDto, description: 'Whether and when the site sends this message by itself' })
  sending!: TemplateSendingDto;
}
