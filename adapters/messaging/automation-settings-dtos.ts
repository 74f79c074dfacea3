import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { AUTOMATION_MESSAGES, AutomationSettings } from '../../domain/messaging/automation-rules';
import { SITE_CONTENT_MESSAGES } from '../../domain/content/site-content-rules';

/** The fields of SMS Communications > Automation; a field left out keeps its value. */
export class SaveAutomationSettingsDto implements Partial<AutomationSettings> {
  @ApiPropertyOptional({ description: "The customer's confirmation SMS", example: true })
  @IsOptional()
  @IsBoolean({ message: AUTOMATION_MESSAGES.switch('bookingConfirmationSms') })
  bookingConfirmationSms?: boolean;

  @ApiPropertyOptional({
    description: "The guide phone of Settings (site content guide.phone): the guide's texts go there. Format (XXX) XXX-XXXX",
    example: '(780) 555-0199',
    pattern: '^\\(\\d{3}\\) \\d{3}-\\d{4}$',
  })
  @IsOptional()
  @IsString({ message: SITE_CONTENT_MESSAGES.phone })
  guideNotificationPhone?: string;

  @ApiPropertyOptional({ description: "The customer's confirmation email, with the amount paid", example: true })
  @IsOptional()
  @IsBoolean({ message: AUTOMATION_MESSAGES.switch('autoEmailReceipts') })
  autoEmailReceipts?: boolean;

  @ApiPropertyOptional({ description: 'The customer reminders (48 hours, 24 hours and 2 hours before the trip)', example: true })
  @IsOptional()
  @IsBoolean({ message: AUTOMATION_MESSAGES.switch('reminderMessages') })
  reminderMessages?: boolean;
}

export class AutomationSettingsDto implements AutomationSettings {
  @ApiProperty({ description: "The customer's confirmation SMS goes out", example: true })
  bookingConfirmationSms!: boolean;

  @ApiProperty({ description: 'The guide phone of Settings', example: '(780) 555-0142' })
  guideNotificationPhone!: string;

  @ApiProperty({ description: "The customer's confirmation email (with the amount paid) goes out", example: true })
  autoEmailReceipts!: boolean;

  @ApiProperty({
    description: "The customer reminders go out; while false, a due one is skipped with its reason (the guide's reminders still go)",
    example: true,
  })
  reminderMessages!: boolean;
}
