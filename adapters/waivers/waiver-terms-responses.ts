import { ApiProperty, OmitType } from '@nestjs/swagger';
import { WaiverTermsVersion } from '../../application/waivers/waiver-terms';
import { WAIVER_TERMS_LIMITS } from '../../domain/waivers/waiver-terms-rules';

export class WaiverTermsVersionDto implements WaiverTermsVersion {
  @ApiProperty({ type: 'integer', example: 3, description: 'What a signature records, with the hash' })
  id!: number;

  @ApiProperty({
    maxLength: WAIVER_TERMS_LIMITS.textMax,
    description: "Exactly what the waiver page shows: plain text, paragraphs separated by a blank line, the minors' section included",
    example: 'RELEASE OF LIABILITY, WAIVER OF CLAIMS AND ASSUMPTION OF RISKS\n\n1. Assumption of risks\n\n...',
  })
  text!: string;

  @ApiProperty({
    pattern: '^[0-9a-f]{64}$',
    example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    description: 'Lowercase hex SHA-256 of `text` as UTF-8: anyone can recompute it from the text',
  })
  sha256!: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-22T18:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({ example: 'guide', description: "Username of the admin who saved it, or 'system' for the starting text" })
  createdBy!: string;
}

/** What a visitor is shown: who saved the terms is the staff's business. */
export class PublicWaiverTermsDto
  extends OmitType(WaiverTermsVersionDto, ['createdBy'] as const)
  implements Omit<WaiverTermsVersion, 'createdBy'> {}
