import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SIGN_IN_OUTCOMES, SignInOutcome } from '../../application/auth/auth-ports';
import { normaliseUsername } from '../../domain/auth/account-rules';
import { toInt } from '../http/dto-transforms';
import { RECORD_ID_MAX } from '../http/record-id';

export const SIGN_IN_LOG_PAGE = { default: 50, max: 200 } as const;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${SIGN_IN_LOG_PAGE.max}`;
const BEFORE_MESSAGE = `before must be the X-Next-Before value of an earlier page (a whole number from 1 to ${RECORD_ID_MAX})`;

/** `GET /api/auth/sign-ins`: filters and a page; the next page's `before` is in the X-Next-Before header. */
export class SignInLogQueryDto {
  @ApiPropertyOptional({ enum: SIGN_IN_OUTCOMES })
  @IsOptional()
  @IsIn(SIGN_IN_OUTCOMES, { message: `outcome must be one of ${SIGN_IN_OUTCOMES.join(', ')}` })
  outcome?: SignInOutcome;

  @ApiPropertyOptional({ description: 'Attempts for this username (any case)' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? normaliseUsername(value) : value))
  @IsString({ message: 'username must be text' })
  @MaxLength(100, { message: 'username must be at most 100 characters' })
  username?: string;

  @ApiPropertyOptional({ description: 'Attempts from this client address, as recorded (e.g. ::ffff:203.0.113.7)' })
  @IsOptional()
  @IsString({ message: 'ip must be text' })
  @MaxLength(100, { message: 'ip must be at most 100 characters' })
  ip?: string;

  @ApiPropertyOptional({
    description: 'Cursor: the X-Next-Before header of the previous page (rows older than it)',
    minimum: 1,
    maximum: RECORD_ID_MAX,
  })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: BEFORE_MESSAGE })
  @Min(1, { message: BEFORE_MESSAGE })
  @Max(RECORD_ID_MAX, { message: BEFORE_MESSAGE })
  before?: number;

  @ApiPropertyOptional({ default: SIGN_IN_LOG_PAGE.default, minimum: 1, maximum: SIGN_IN_LOG_PAGE.max })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(SIGN_IN_LOG_PAGE.max, { message: LIMIT_MESSAGE })
  limit?: number;
}
