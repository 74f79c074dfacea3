import {
  Body,
  Controller,
  createParamDecorator,
  ExecutionContext,
  Get,
  Header,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { WaiverPdfRenderer, WAIVER_PDF } from '../../application/waivers/waiver-pdf';
import { waiverPdfFilename } from '../../application/waivers/waiver-pdf-attachments';
import { WaiverDetail, WaiverReceipt, WaiverRow } from '../../application/waivers/waiver-read-models';
import { WaiverBookingNamed, WaiverService } from '../../application/waivers/waiver-service';
import { Actor } from '../../domain/shared/actor';
import { RequestOrigin } from '../../domain/waivers/waiver';
import { Access, CurrentActor } from '../auth/access';
import { CheckoutRateLimit } from '../rate-limits/checkout-rate-limit';
import { clientAddressOf } from '../http/client-address';
import { ApiErrors } from '../http/openapi/api-errors';
import { LinkWaiverDto, SignWaiverDto, VoidWaiverDto, WaiverListQueryDto } from './waiver-dtos';
import { WaiverBookingDto, WaiverDetailDto, WaiverReceiptDto, WaiverRowDto } from './waiver-responses';

const WaiverIdParam = () => ApiParam({ name: 'id', format: 'uuid', description: "The waiver's id" });

/** Where the request came from, kept with the signature or the void as evidence. */
const Origin = createParamDecorator((_data: unknown, context: ExecutionContext): RequestOrigin => {
  const request = context.switchToHttp().getRequest<Request>();
  return { clientAddress: clientAddressOf(request), userAgent: request.get('user-agent') ?? null };
});

/**
 * Liability waivers (docs/product/waivers.md): the public signs one; staff read them; the admin
 * links one to its booking or voids it with a reason. No route edits or deletes a signed waiver.
 * The answers carry medical details, so no browser or proxy keeps a copy.
 */
@ApiTags('waivers')
@Controller('api')
export class WaiversController {
  constructor(
    private readonly waivers: WaiverService,
    @Inject(WAIVER_PDF) private readonly pdf: WaiverPdfRenderer,
  ) {}

  @Post('waiver')
  @Access('public')
  @UseGuards(CheckoutRateLimit)
  @ApiOperation({
    summary: 'Sign the liability waiver',
    description:
      'The waiver form (names, email, phone, emergency contact, medical conditions, agreements) plus dateOfBirth, a typed signature (the first and last name) and, for a participant under 18 on the ' +
      "trip date (today's date without a booking), a parent or guardian's name, relationship and typed signature. termsVersionId and " +
      'termsSha256 name the terms the page showed; without them the current version is recorded.',
  })
  @ApiCreatedResponse({ type: WaiverReceiptDto })
  // 409: the terms the page showed are no longer a stored version; 429: too many calls from this address.
  @ApiErrors(400, 409, 429)
  sign(@Body() body: SignWaiverDto, @CurrentActor() actor: Actor, @Origin() origin: RequestOrigin): Promise<WaiverReceipt> {
    return this.waivers.sign(body.toSubmission(), actor, origin);
  }

  @Get('waiver-booking/:key')
  @Access('public')
  @UseGuards(CheckoutRateLimit)
  @ApiOperation({
    summary: 'The booking a waiver link names: its reference and trip date, for the waiver page to show which trip the signers sign for',
  })
  @ApiParam({ name: 'key', description: "The waiver link's booking key (?booking= of the waiver page), or the booking's manage token" })
  @ApiOkResponse({ type: WaiverBookingDto })
  // 404: no open booking has this key.
  @ApiErrors(400, 404, 429)
  bookingNamed(@Param('key') key: string): Promise<WaiverBookingNamed> {
    return this.waivers.bookingNamed(key);
  }

  @Get('waivers')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Signed waivers, newest first, filtered by booking, trip date, text and status',
    description: 'Pages of `limit` rows (default 50, at most 200); the X-Next-Offset header is the `offset` of the next page.',
  })
  @ApiOkResponse({
    type: [WaiverRowDto],
    headers: { 'X-Next-Offset': { description: 'Present when more rows follow: pass it as `offset`', schema: { type: 'integer' } } },
  })
  @ApiErrors(400)
  async list(@Query() query: WaiverListQueryDto, @Res({ passthrough: true }) res: Response): Promise<WaiverRow[]> {
    const page = await this.waivers.list(query.toFilter());
    if (page.nextOffset !== null) res.setHeader('X-Next-Offset', String(page.nextOffset));
    return page.rows;
  }

  @Get('waivers/:id')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: 'One waiver with the exact terms text its signer agreed to' })
  @ApiOkResponse({ type: WaiverDetailDto })
  @WaiverIdParam()
  @ApiErrors(400, 404)
  detail(@Param('id', ParseUUIDPipe) id: string): Promise<WaiverDetail> {
    return this.waivers.detail(id);
  }

  @Get('waivers/:id/pdf')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "The signer's copy as a PDF: the terms signed, the answers and the signatures" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The PDF, shown inline as waiver-<id>.pdf',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @WaiverIdParam()
  @ApiErrors(400, 404)
  async pdfCopy(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    const bytes = await this.pdf.render(await this.waivers.document(id));
    return new StreamableFile(bytes, { type: 'application/pdf', disposition: `inline; filename="${waiverPdfFilename(id)}"` });
  }

  @Post('waivers/:id/link')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Link a waiver signed without a booking reference to its booking (once; another booking is refused)' })
  @ApiOkResponse({ type: WaiverRowDto })
  @WaiverIdParam()
  // 409: voided, linked to another booking already, or a minor on that trip without a guardian's signature.
  @ApiErrors(400, 404, 409)
  link(@Param('id', ParseUUIDPipe) id: string, @Body() body: LinkWaiverDto, @CurrentActor() actor: Actor): Promise<WaiverRow> {
    return this.waivers.link(id, body.bookingId, actor);
  }

  @Post('waivers/:id/void')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Void a waiver, with a reason: it stays on record, marked voided' })
  @ApiOkResponse({ type: WaiverRowDto })
  @WaiverIdParam()
  // 409: already voided.
  @ApiErrors(400, 404, 409)
  void(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: VoidWaiverDto,
    @CurrentActor() actor: Actor,
    @Origin() origin: RequestOrigin,
  ): Promise<WaiverRow> {
    return this.waivers.void(id, body.reason, actor, origin);
  }
}
