import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BookingQueries } from '../../application/bookings/booking-queries';
import { BookingHistoryRow, BookingListRow } from '../../application/bookings/booking-read-models';
import { BookingService } from '../../application/bookings/booking-service';
import { BookingNotFoundError, BookingState } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { BOOKING_QUERIES } from './bookings.tokens';
import { BookingAsOfQueryDto, BookingListQueryDto, ChangeBookingStatusDto, CreateBookingDto } from './booking-dtos';

/** Until admin sign-in lands, changes are recorded as made by an unidentified admin-screen user. */
const ADMIN_SCREEN: Actor = { kind: 'user', username: 'admin-screen', role: 'admin' };

@ApiTags('bookings')
@Controller('api/bookings')
export class BookingsController {
  constructor(
    private readonly bookings: BookingService,
    @Inject(BOOKING_QUERIES) private readonly queries: BookingQueries,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Bookings, filtered by trip date range, status and text' })
  list(@Query() query: BookingListQueryDto): Promise<BookingListRow[]> {
    return this.queries.list({ from: query.from, to: query.to, status: query.status, text: query.q });
  }

  @Post()
  @ApiOperation({ summary: 'Add a booking (for example one taken by phone); it starts pending' })
  create(@Body() body: CreateBookingDto): Promise<BookingListRow> {
    const kidsCount = body.kidsCount ?? 0;
    return this.bookings.request(
      {
        package: body.package,
        date: body.date,
        time: body.time,
        name: body.name,
        email: body.email,
        phone: body.phone,
        people: body.people,
        hasKids: body.hasKids ?? kidsCount > 0,
        kidsCount,
        ...(body.message ? { message: body.message } : {}),
      },
      ADMIN_SCREEN,
    );
  }

  @Get(':id')
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<BookingListRow> {
    const row = await this.queries.get(id);
    if (!row) throw new BookingNotFoundError();
    return row;
  }

  @Patch(':id/status')
  @ApiOperation({ summary: 'Set the status (any from any other), with an optional reason' })
  changeStatus(@Param('id', ParseUUIDPipe) id: string, @Body() body: ChangeBookingStatusDto): Promise<BookingListRow> {
    return this.bookings.changeStatus(id, body.status, body.reason, ADMIN_SCREEN);
  }

  @Get(':id/history')
  @ApiOperation({ summary: 'Audit timeline: every event with actor, time, changed fields and reason' })
  async history(@Param('id', ParseUUIDPipe) id: string): Promise<BookingHistoryRow[]> {
    const rows = await this.queries.history(id);
    if (rows.length === 0) throw new BookingNotFoundError();
    return rows;
  }

  @Get(':id/as-of')
  @ApiOperation({ summary: 'The booking as it was after N events (?version=N) or at an instant (?at=ISO)' })
  asOf(@Param('id', ParseUUIDPipe) id: string, @Query() query: BookingAsOfQueryDto): Promise<{ version: number; booking: BookingState }> {
    return this.bookings
      .stateAt(id, { version: query.version, asOf: query.at ? new Date(query.at) : undefined })
      .then(({ state, version }) => ({ version, booking: state }));
  }
}
