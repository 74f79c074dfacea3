import { ApiProperty } from '@nestjs/swagger';
import { SIGN_IN_OUTCOMES, SignInOutcome, SignInRecord } from '../../application/auth/auth-ports';
import { SignedInUser } from '../../application/auth/auth-service';
import { ROLES, Role } from '../../domain/auth/account-rules';

export class CurrentUserDto implements Pick<SignedInUser, 'username' | 'role'> {
  @ApiProperty({ example: 'guide' })
  username!: string;

  @ApiProperty({ enum: ROLES })
  role!: Role;
}

/** One sign-in attempt, or a run of `count` refused ones from `at` to `lastAt`. */
export class SignInRecordDto implements SignInRecord {
  @ApiProperty({ type: 'integer', description: 'Also the cursor: rows older than it have smaller ids', example: 311 })
  id!: number;

  @ApiProperty({ description: 'The username tried, in lower case (it need not exist)', example: 'guide' })
  username!: string;

  @ApiProperty({ type: String, nullable: true, example: '::ffff:203.0.113.7' })
  ip!: string | null;

  @ApiProperty({ enum: SIGN_IN_OUTCOMES })
  outcome!: SignInOutcome;

  @ApiProperty({ type: Date })
  at!: Date;

  @ApiProperty({ type: 'integer', description: 'Attempts in this row: more than 1 only for a run of refused ones', example: 1 })
  count!: number;

  @ApiProperty({ type: Date, description: 'The last attempt of the run (equals `at` for a single attempt)' })
  lastAt!: Date;
}
