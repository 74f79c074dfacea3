import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ContentChangeRow, contentChangesTable } from '../../application/audit/content-changes';
import { RecordStore } from '../../application/ports/records';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { RECORD_STORE } from '../shared/tokens';
import { CONTENT_CHANGE_MODELS, ContentChangeDto } from './content-change-responses';

export class ContentChangesQueryDto {
  @ApiPropertyOptional({ description: 'packages, reviews, catches, site-content, blog-posts, media, waiver-terms or message-templates' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  area?: string;

  @ApiPropertyOptional({ description: "The record's id (site content: section.key; message templates: the key)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  recordId?: string;

  @ApiPropertyOptional({ default: 100, maximum: 500 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'limit must be a whole number from 1 to 500' })
  @Min(1, { message: 'limit must be a whole number from 1 to 500' })
  @Max(500, { message: 'limit must be a whole number from 1 to 500' })
  limit?: number;
}

@ApiTags('audit')
@Controller('api/content-changes')
export class ContentChangesController {
  constructor(@Inject(RECORD_STORE) private readonly records: RecordStore) {}

  @Get()
  @Access('staff')
  @ApiOperation({ summary: 'Admin changes to site content, newest first: who, when, what changed' })
  @ApiExtraModels(...CONTENT_CHANGE_MODELS)
  @ApiOkResponse({ type: [ContentChangeDto] })
  @ApiErrors(400)
  list(@Query() query: ContentChangesQueryDto): Promise<ContentChangeRow[]> {
    const where: Partial<ContentChangeRow> = {};
    if (query.area) where.area = query.area;
    if (query.recordId) where.recordId = query.recordId;
    return this.records.list(contentChangesTable, { where, order: { id: 'DESC' }, limit: query.limit ?? 100 });
  }
}
