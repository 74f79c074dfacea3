import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SMS_LIMITS, SMS_MESSAGES } from '../../domain/messaging/sms-rules';
import { trim } from '../http/dto-transforms';

/** The admin's SMS form: `to` and `message`. */
export class SendSmsDto {
  @ApiProperty({
    example: '(780) 555-0123',
    description: 'Any common way of writing a Canadian or US number; sent as E.164 (+17805550123)',
  })
  @Transform(trim)
  @IsString({ message: SMS_MESSAGES.phoneRequired })
  @IsNotEmpty({ message: SMS_MESSAGES.phoneRequired })
  @MaxLength(40, { message: SMS_MESSAGES.phoneInvalid })
  to!: string;

  @ApiProperty({ example: 'Hi Dana, the lake is calm this morning: see you at 6!', maxLength: SMS_LIMITS.messageMax })
  @Transform(trim)
  @IsString({ message: SMS_MESSAGES.messageRequired })
  @IsNotEmpty({ message: SMS_MESSAGES.messageRequired })
  @MaxLength(SMS_LIMITS.messageMax, { message: SMS_MESSAGES.messageTooLong(SMS_LIMITS.messageMax) })
  message!: string;
}

/** The admin's bulk SMS form: `recipients` (phone numbers) and `message`. */
export class SendBulkSmsDto {
  @ApiProperty({ type: [String], example: ['(780) 555-0123', '(587) 555-0188'], maxItems: SMS_LIMITS.recipientsMax })
  @IsArray({ message: SMS_MESSAGES.recipientsRequired })
  @ArrayNotEmpty({ message: SMS_MESSAGES.recipientsRequired })
  @ArrayMaxSize(SMS_LIMITS.recipientsMax, { message: SMS_MESSAGES.tooManyRecipients(SMS_LIMITS.recipientsMax) })
  @IsString({ each: true, message: SMS_MESSAGES.phoneInvalid })
  @MaxLength(40, { each: true, message: SMS_MESSAGES.phoneInvalid })
  recipients!: string[];

  @ApiProperty({ example: 'Walleye are biting on the east shore: a few weekend spots left!', maxLength: SMS_LIMITS.messageMax })
  @Transform(trim)
  @IsString({ message: SMS_MESSAGES.messageRequired })
  @IsNotEmpty({ message: SMS_MESSAGES.messageRequired })
  @MaxLength(SMS_LIMITS.messageMax, { message: SMS_MESSAGES.messageTooLong(SMS_LIMITS.messageMax) })
  message!: string;
}

/** A reply from a conversation: the number is the conversation's. */
export class ReplySmsDto {
  @ApiProperty({ example: 'Yes, life jackets for kids are on the boat.', maxLength: SMS_LIMITS.messageMax })
  @Transform(trim)
  @IsString({ message: SMS_MESSAGES.messageRequired })
  @IsNotEmpty({ message: SMS_MESSAGES.messageRequired })
  @MaxLength(SMS_LIMITS.messageMax, { message: SMS_MESSAGES.messageTooLong(SMS_LIMITS.messageMax) })
  message!: string;
}
