import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReviewDraft, ReviewRow, ReviewService } from '../../application/reviews/review-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { ReviewDto } from './review-dtos';
import { ReviewResponse } from './review-responses';
import { RecordIdPipe } from '../http/record-id';

const draftOf = (body: ReviewDto): ReviewDraft => ({
  name: body.name,
  location: body.location,
  rating: body.rating,
  comment: body.comment,
});

@ApiTags('reviews')
@Controller('api/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewService) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Customer reviews, newest first' })
  @ApiOkResponse({ type: [ReviewResponse] })
  list(): Promise<ReviewRow[]> {
    return this.reviews.list();
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Add a review; the initials are derived from the name' })
  @ApiCreatedResponse({ type: ReviewResponse })
  @ApiErrors(400)
  create(@Body() body: ReviewDto, @CurrentActor() actor: Actor): Promise<ReviewRow> {
    return this.reviews.create(draftOf(body), actor);
  }

  @Put(':id')
  @Access('admin')
  @ApiOperation({ summary: 'Replace a review; the initials follow the name' })
  @ApiOkResponse({ type: ReviewResponse })
  // 400 also for an id that is not a number.
  @ApiErrors(400, 404)
  update(@Param('id', RecordIdPipe) id: number, @Body() body: ReviewDto, @CurrentActor() actor: Actor): Promise<ReviewRow> {
    return this.reviews.update(id, draftOf(body), actor);
  }

  @Delete(':id')
  @Access('admin')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a review' })
  @ApiNoContentResponse({ description: 'Deleted' })
  // 400: an id that is not a number.
  @ApiErrors(400, 404)
  remove(@Param('id', RecordIdPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    return this.reviews.remove(id, actor);
  }
}
