import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { toInt } from '../http/dto-transforms';

export const CHAT_SESSION_PAGES = { defaultPageSize: 20, maxPageSize: 100, maxPage: 100_000 } as const;
const PAGE_MESSAGE = `page must be a whole number from 1 to ${CHAT_SESSION_PAGES.maxPage}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${CHAT_SESSION_PAGES.maxPageSize}`;

/** GET /api/chat-sessions?page=&pageSize= */
export class ChatSessionListQueryDto {
  @ApiPropertyOptional({ minimum: 1, description: 'The page, from 1 (the most recently active sessions); 1 when left out' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(CHAT_SESSION_PAGES.maxPage, { message: PAGE_MESSAGE })
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: CHAT_SESSION_PAGES.maxPageSize,
    description: `Sessions per page, ${CHAT_SESSION_PAGES.defaultPageSize} when left out`,
  })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(CHAT_SESSION_PAGES.maxPageSize, { message: PAGE_SIZE_MESSAGE })
  pageSize?: number;
}
