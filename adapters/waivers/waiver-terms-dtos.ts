import { ApiProperty } from '@nestjs/swagger';
import { IsString, ValidateBy, ValidationOptions } from 'class-validator';
import { validateWaiverTerms, WAIVER_TERMS_LIMITS, WAIVER_TERMS_MESSAGES } from '../../domain/waivers/waiver-terms-rules';

/**
 * The domain's own check, so that the limit counts the text as stored (CRLF as one character,
 * trailing blanks dropped) and the editor shows the domain's message under `text`.
 */
function IsWaiverTermsText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWaiverTermsText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && validateWaiverTerms(value) === null,
        defaultMessage: (args) => (typeof args?.value === 'string' ? validateWaiverTerms(args.value) : null) ?? WAIVER_TERMS_MESSAGES.empty,
      },
    },
    options,
  );
}

export class SaveWaiverTermsDto {
  @ApiProperty({
    description:
      'The whole terms as plain text, paragraphs separated by a blank line. Stored with line endings as LF and trailing blanks removed; ' +
      'the hash is of the stored text.',
    maxLength: WAIVER_TERMS_LIMITS.textMax,
    example: 'RELEASE OF LIABILITY, WAIVER OF CLAIMS AND ASSUMPTION OF RISKS\n\n1. Assumption of risks\n\n...',
  })
  @IsWaiverTermsText()
  @IsString({ message: WAIVER_TERMS_MESSAGES.empty })
  text!: string;
}
