import { Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { BookingQueries } from '../../application/bookings/booking-queries';
import { BookingAsOf, BookingListRow } from '../../application/bookings/booking-read-models';
import { BookingHistoryRow } from '../../application/bookings/booking-timeline';
import { BookingService } from '../../application/bookings/booking-service';
import { BookingNotFoundError } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { BOOKING_QUERIES } from './bookings.tokens';
import {
  BookingGetQueryDto,
  BookingListQueryDto,
  ChangeBookingStatusDto,
  CreateBookingDto,
  NoShowDto,
  RefundPreviewQueryDto,
  StatusChangePreviewQueryDto,
} from './booking-dtos';
import { BookingReplayDto } from './booking-replay-responses';
import { BookingHistoryRowDto, BookingRowDto } from './booking-responses';
import { RefundPreview, RefundPreviewDto } from './refund-preview-responses';
import { StatusChangePreviewDto } from './status-change-responses';
import { StatusChangePreview, StatusChangePreviewer } from '../../application/bookings/status-change-preview';

const BookingIdParam = () => ApiParam({ name: 'id', format: 'uuid', description: "The booking's id" });

@ApiTags('bookings')
@Controller('api/bookings')
export class BookingsController {
  constructor(
    private readonly bookings: BookingService,
    @Inject(BOOKING_QUERIES) private readonly queries: BookingQueries,
    private readonly previews: StatusChangePreviewer,
  ) {}

  @Get()
  @Access('staff')
  @ApiOperation({ summary: 'Bookings, filtered by trip date range, status and text' })
  @ApiOkResponse({ type: [BookingRowDto] })
  @ApiErrors(400)
  list(@Query() query: BookingListQueryDto): Promise<BookingListRow[]> {
    return this.queries.list({ from: query.from, to: query.to, status: query.status, noShow: query.noShow, text: query.q });
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Add a booking (for example one taken by phone); it starts pending' })
  @ApiCreatedResponse({ type: BookingRowDto })
  // 409: another booking has the slot.
  @ApiErrors(400, 409)
  create(@Body() body: CreateBookingDto, @CurrentActor() actor: Actor): Promise<BookingListRow> {
    return this.bookings.request(body.toDetails(), actor);
  }

  @Get(':id')
  @Access('staff')
  @ApiOperation({ summary: 'The booking now, or with ?asOf=<version or ISO instant> as it was then, replayed from its events' })
  @ApiExtraModels(BookingRowDto, BookingReplayDto)
  @ApiOkResponse({
    description: 'The booking row; with ?asOf, `{ version, booking }`: the same row as it was then (no `booking` before it existed)',
    schema: { anyOf: [{ $ref: getSchemaPath(BookingRowDto) }, { $ref: getSchemaPath(BookingReplayDto) }] },
  })
  @BookingIdParam()
  @ApiErrors(400, 404)
  async get(@Param('id', ParseUUIDPipe) id: string, @Query() query: BookingGetQueryDto): Promise<BookingListRow | BookingAsOf> {
    const replay = query.replayPoint();
    if (replay) return this.bookings.rowAt(id, replay);
    const row = await this.queries.get(id);
    if (!row) throw new BookingNotFoundError();
    return row;
  }

  @Get(':id/refund-preview')
  @Access('staff')
  @ApiOperation({ summary: 'What cancelling now would refund by the policy (null for a booking not paid online)' })
  @ApiOkResponse({ type: RefundPreviewDto })
  @BookingIdParam()
  @ApiErrors(400, 404)
  async refundPreview(@Param('id', ParseUUIDPipe) id: string, @Query() query: RefundPreviewQueryDto): Promise<RefundPreview> {
    return { refund: await this.bookings.refundPreview(id, query.weather ?? false) };
  }

  @Get(':id/status-change')
  @Access('staff')
  @ApiOperation({
    summary:
      'What setting the status would do, before it is done: whether it is allowed, the messages sent (to whom, the texts), the money moved and the reminders planned or cancelled. Writes nothing',
  })
  @ApiOkResponse({ type: StatusChangePreviewDto })
  @BookingIdParam()
  @ApiErrors(400, 404)
  statusChangePreview(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: StatusChangePreviewQueryDto,
    @CurrentActor() actor: Actor,
  ): Promise<StatusChangePreview> {
    return this.previews.preview(id, query.toRequest(), actor);
  }

  @Patch(':id/status')
  @Access('admin')
  @ApiOperation({
    summary:
      'Set the status (any from any other), with an optional reason; notify: false tells the customer nothing; a booking whose payment was refunded is confirmed only with paymentDue: true',
  })
  @ApiOkResponse({ type: BookingRowDto })
  @BookingIdParam()
  // 409: another booking has the slot it needs back, a refused transition, a refunded payment
  // confirmed without paymentDue (the answer carries paymentDueCents), or a concurrent change.
  @ApiErrors(400, 404, 409)
  changeStatus(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ChangeBookingStatusDto,
    @CurrentActor() actor: Actor,
  ): Promise<BookingListRow> {
    return this.bookings.changeStatus(id, body.status, body.reason, actor, body.options());
  }

  @Put(':id/no-show')
  @Access('admin')
  @ApiOperation({
    summary:
      'Mark a confirmed booking as a no-show once its trip has started (the party did not come): it stays confirmed, nothing is refunded and the customer is told nothing; marked again, nothing changes',
  })
  @ApiOkResponse({ type: BookingRowDto })
  @BookingIdParam()
  // 409: the booking is not confirmed, or its trip has not started yet.
  @ApiErrors(400, 404, 409)
  markNoShow(@Param('id', ParseUUIDPipe) id: string, @Body() body: NoShowDto, @CurrentActor() actor: Actor): Promise<BookingListRow> {
    return this.bookings.markNoShow(id, body.note, actor);
  }

  @Delete(':id/no-show')
  @Access('admin')
  @ApiOperation({ summary: 'Undo a no-show marked by mistake; a booking that is no no-show changes nothing' })
  @ApiOkResponse({ type: BookingRowDto })
  @BookingIdParam()
  @ApiErrors(400, 404, 409)
  clearNoShow(@Param('id', ParseUUIDPipe) id: string, @Body() body: NoShowDto, @CurrentActor() actor: Actor): Promise<BookingListRow> {
    return this.bookings.clearNoShow(id, body.note, actor);
  }

  @Post(':id/release-hold')
  @Access('admin')
  @HttpCode(200)
  @ApiOperation({ summary: "End a visitor's unpaid checkout now: its slot is freed and its payment cancelled (409 once paid)" })
  @ApiOkResponse({ type: BookingRowDto })
  @BookingIdParam()
  // 409: its payment went through, or it is no checkout.
  @ApiErrors(400, 404, 409)
  releaseHold(@Param('id', ParseUUIDPipe) id: string, @CurrentActor() actor: Actor): Promise<BookingListRow> {
    return this.bookings.releaseHold(id, actor);
  }

  @Get(':id/history')
  @Access('staff')
  @ApiOperation({ summary: 'Audit timeline: every event with actor, time, changed fields and reason' })
  @ApiOkResponse({ type: [BookingHistoryRowDto] })
  @BookingIdParam()
  @ApiErrors(400, 404)
  history(@Param('id', ParseUUIDPipe) id: string): Promise<BookingHistoryRow[]> {
    return this.bookings.history(id);
  }
}
