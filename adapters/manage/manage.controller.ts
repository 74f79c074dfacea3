import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ManageService } from '../../application/manage/manage-service';
import { ManageView, RescheduleResult } from '../../application/manage/manage-view';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { ConfirmMovePaymentDto, RescheduleBookingDto } from './manage-dtos';
import { ManageViewDto, RescheduleResultDto } from './manage-responses';

const TokenParam = () =>
  ApiParam({ name: 'token', description: 'The private token of the manage link in the confirmation email and SMS (base64url)' });

/**
 * The customer's own booking, through the private link of their confirmation
 * (docs/product/self-service.md): public, answered only to the holder of the token, never cached
 * and never indexed. The access log masks the token (adapters/logging/redact.ts).
 */
@ApiTags('manage')
@Controller('api/manage')
export class ManageController {
  constructor(private readonly manage: ManageService) {}

  @Get(':token')
  @Access('public')
  @ApiOperation({
    summary: 'The booking a manage link opens: what cancelling now would refund, whether it may still be moved, the waivers missing',
    description: "404 'Booking not found' for a wrong or malformed token.",
  })
  @ApiOkResponse({ type: ManageViewDto })
  @TokenParam()
  @ApiErrors(404)
  view(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<ManageView> {
    privateAnswer(res);
    return this.manage.view(token);
  }

  @Post(':token/cancel')
  @Access('public')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancels the booking by the refund policy (the refund made and recorded once); a repeat answers the same',
    description: '409 when the trip has begun.',
  })
  @ApiOkResponse({ type: ManageViewDto })
  @TokenParam()
  @ApiErrors(404, 409)
  cancel(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<ManageView> {
    privateAnswer(res);
    return this.manage.cancel(token);
  }

  @Post(':token/reschedule')
  @Access('public')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Moves the trip to a free slot the package runs in, until 48 hours before it; a cheaper date refunds the difference',
    description:
      'A dearer date answers 202 with `payment`: the new slot is held for 15 minutes while the customer pays the difference in ' +
      'the payment dialog, and the trip moves once the payment is confirmed (POST .../reschedule/confirm). ' +
      "409 within 48 hours of the trip, or when the slot is not free ('That time is no longer available'). " +
      'The move is made by the moves process, which the answer waits for; should it not have finished in time, 409 ' +
      "`move-underway-conflict` ('Your trip is being moved. Refresh this page in a moment to see it.') while it completes.",
  })
  @ApiOkResponse({ type: RescheduleResultDto, description: 'Moved' })
  @ApiAcceptedResponse({ type: RescheduleResultDto, description: 'A dearer date: not moved yet, `payment` is to be paid' })
  @TokenParam()
  @ApiErrors(400, 404, 409)
  async reschedule(
    @Param('token') token: string,
    @Body() body: RescheduleBookingDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RescheduleResult> {
    privateAnswer(res);
    const result = await this.manage.reschedule(token, body.date, body.time);
    if (result.payment) res.status(202);
    return result;
  }

  @Post(':token/reschedule/confirm')
  @Access('public')
  @HttpCode(200)
  @ApiOperation({
    summary: "Confirms the payment of a dearer date's difference: the trip moves, and the answer shows it moved",
    description:
      'Safe to repeat. 409 when the payment has not gone through, or when the move could no longer be made (the slot was taken ' +
      "meanwhile): then the difference is refunded in full and the message says so. 404 for a payment that is not this booking's move.",
  })
  @ApiOkResponse({ type: RescheduleResultDto })
  @TokenParam()
  @ApiErrors(400, 404, 409)
  confirmMove(
    @Param('token') token: string,
    @Body() body: ConfirmMovePaymentDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RescheduleResult> {
    privateAnswer(res);
    return this.manage.confirmMove(token, body.paymentIntentId);
  }
}

/** Set before anything can fail, so that a refusal is not cached or indexed either. */
function privateAnswer(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
