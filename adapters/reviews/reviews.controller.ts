import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReviewDraft, ReviewRow, ReviewService } from '../../application/reviews/review-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ReviewDto } from './review-dtos';

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
  list(): Promise<ReviewRow[]> {
    return this.reviews.list();
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Add a review; the initials are derived from the name' })
  create(@Body() body: ReviewDto, @CurrentActor() actor: Actor): Promise<ReviewRow> {
    return this.reviews.create(draftOf(body), actor);
  }

  @Put(':id')
  @Access('admin')
  update(@Param('id', ParseIntPipe) id: number, @Body() body: ReviewDto, @CurrentActor() actor: Actor): Promise<ReviewRow> {
    return this.reviews.update(id, draftOf(body), actor);
  }

  @Delete(':id')
  @Access('admin')
  @HttpCode(204)
  remove(@Param('id', ParseIntPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    return this.reviews.remove(id, actor);
  }
}
