import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AudiencePreview, CampaignService, CampaignView, ContactView } from '../../application/campaigns/campaign-service';
import { CAMPAIGN_MESSAGES } from '../../domain/campaigns/campaign-rules';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrorAnswer, ApiErrors } from '../http/openapi/api-errors';
import { AudienceQueryDto, CreateEmailCampaignDto } from './campaign-dtos';
import { AudiencePreviewDto, EmailCampaignDto, MarketingContactDto } from './campaign-responses';
import { RecordIdPipe } from '../http/record-id';

/**
 * The Email Campaigns tab of SMS Communications (docs/product/messaging.md): staff read the
 * campaigns, who they reach and the contacts; the admin writes and cancels them. Contacts'
 * addresses are in the answers, so nothing keeps a copy.
 */
@ApiTags('email-campaigns')
@Controller('api/email-campaigns')
export class EmailCampaignsController {
  constructor(private readonly campaigns: CampaignService) {}

  @Get()
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Every campaign, newest first, with its status, whom it reaches and what the outbox made of its emails',
  })
  @ApiOkResponse({ type: [EmailCampaignDto] })
  list(): Promise<CampaignView[]> {
    return this.campaigns.list();
  }

  @Get('audience')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'How many a campaign to these recipients would reach now, and why the others are left out',
    description:
      'Under CASL a campaign goes only to contacts with express consent, or implied consent from a purchase in the last two years, ' +
      'who have not unsubscribed. Nothing is sent.',
  })
  @ApiOkResponse({ type: AudiencePreviewDto })
  @ApiErrors(400)
  audience(@Query() query: AudienceQueryDto): Promise<AudiencePreview> {
    return this.campaigns.preview(query.recipients);
  }

  @Get('contacts')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary:
      'Every contact (everybody who paid for a booking or booked by phone), with the basis of their consent now, or why a campaign leaves them out',
  })
  @ApiOkResponse({ type: [MarketingContactDto] })
  contacts(): Promise<ContactView[]> {
    return this.campaigns.contactList();
  }

  @Get(':id')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'One campaign' })
  @ApiOkResponse({ type: EmailCampaignDto })
  // 400: the id is not a whole number.
  @ApiErrors(400, 404)
  get(@Param('id', RecordIdPipe) id: number): Promise<CampaignView> {
    return this.campaigns.get(id);
  }

  @Post()
  @Access('admin')
  @ApiOperation({
    summary: 'Write a campaign: sent now, or at scheduledDate',
    description:
      'Without scheduledDate its emails are queued before the answer (status sending, then sent once the outbox has sent them); ' +
      'with one, a job sends it when the time comes. Each contact it may reach gets one email, with the business name, its ' +
      "mailing address (Settings: contact.mailing_address) and a one-click unsubscribe link; `sentBy` is the admin's name.",
  })
  @ApiCreatedResponse({ type: EmailCampaignDto })
  @ApiErrorAnswer(400, 'A field is missing or wrong: `errors` names it', {
    message: CAMPAIGN_MESSAGES.name,
    errors: { name: CAMPAIGN_MESSAGES.name, scheduledDate: CAMPAIGN_MESSAGES.scheduledDate },
  })
  create(@Body() body: CreateEmailCampaignDto, @CurrentActor() actor: Actor): Promise<CampaignView> {
    return this.campaigns.create(body.toDraft(), actor);
  }

  @Post(':id/cancel')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call off a scheduled campaign before its time; cancelling it again changes nothing' })
  @ApiOkResponse({ type: EmailCampaignDto })
  @ApiErrors(400, 404)
  @ApiErrorAnswer(409, 'It has already gone out', { message: CAMPAIGN_MESSAGES.notScheduled })
  cancel(@Param('id', RecordIdPipe) id: number, @CurrentActor() actor: Actor): Promise<CampaignView> {
    return this.campaigns.cancel(id, actor);
  }
}
