import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SITE_CONTENT_LIMITS } from '../../domain/content/site-content-rules';

/*
 * Only the shape is checked here; whether the value suits its key (a phone format, an image
 * address) is the domain's rule, which the service applies and the controller reports under `value`.
 * A missing field is reported as missing, not as too long (adapters/http/validation.ts).
 */
export class SiteContentDto {
  @ApiProperty({ example: 'guide', maxLength: SITE_CONTENT_LIMITS.sectionMax })
  @MaxLength(SITE_CONTENT_LIMITS.sectionMax, { message: `Section must be at most ${SITE_CONTENT_LIMITS.sectionMax} characters` })
  @IsNotEmpty({ message: 'Section is required' })
  @IsString({ message: 'Section is required' })
  section!: string;

  @ApiProperty({ example: 'phone', maxLength: SITE_CONTENT_LIMITS.keyMax })
  @MaxLength(SITE_CONTENT_LIMITS.keyMax, { message: `Key must be at most ${SITE_CONTENT_LIMITS.keyMax} characters` })
  @IsNotEmpty({ message: 'Key is required' })
  @IsString({ message: 'Key is required' })
  key!: string;

  @ApiProperty({ example: '(780) 555-0199', maxLength: SITE_CONTENT_LIMITS.valueMax })
  @MaxLength(SITE_CONTENT_LIMITS.valueMax, { message: `This field must be at most ${SITE_CONTENT_LIMITS.valueMax} characters` })
  @IsString({ message: 'Value must be text' })
  value!: string;
}
