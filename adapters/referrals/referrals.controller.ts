import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreditAccountView, ReferralRequestRow, ReferralRow } from '../../application/referrals/referral-read-models';
import { ReferralService } from '../../application/referrals/referral-service';
import { ShareData } from '../../application/referrals/share-posts';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { SocialShareQueryDto } from './referral-dtos';
import { CreditAccountDto, ReferralRequestDto, ReferralRowDto, ShareDataDto } from './referral-responses';

/** The referral programme (docs/product/referrals.md): the public share data, and the staff's referrals and credits. */
@ApiTags('referrals')
@Controller('api')
export class ReferralsController {
  constructor(private readonly referrals: ReferralService) {}

  @Get('social-share')
  @Access('public')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({
    summary: 'What a customer shares with friends: a post per network and the booking link with their code',
    description: "Names only the code owner's first name. 404 'Referral code not found' for a code that was never issued.",
  })
  @ApiOkResponse({ type: ShareDataDto })
  @ApiErrors(400, 404)
  socialShare(@Query() query: SocialShareQueryDto): Promise<ShareData> {
    return this.referrals.shareData(query.ref);
  }

  @Get('referrals')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'Every referral, the newest first' })
  @ApiOkResponse({ type: [ReferralRowDto] })
  list(): Promise<ReferralRow[]> {
    return this.referrals.list();
  }

  @Get('referral-credits')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Customers' referral credit accounts, each with its balance and every movement" })
  @ApiOkResponse({ type: [CreditAccountDto] })
  credits(): Promise<CreditAccountView[]> {
    return this.referrals.creditAccounts();
  }

  @Get('referral-requests')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'The invitations to share a referral code sent after trips (SMS), the latest first' })
  @ApiOkResponse({ type: [ReferralRequestDto] })
  requests(): Promise<ReferralRequestRow[]> {
    return this.referrals.requests();
  }
}
