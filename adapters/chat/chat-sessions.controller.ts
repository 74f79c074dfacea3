import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ChatSessionPage, ChatSessions, ChatSessionView } from '../../application/chat/chat-sessions';
import { Access } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { CHAT_SESSION_PAGES, ChatSessionListQueryDto } from './chat-dtos';
import { ChatSessionDto, ChatSessionPageDto } from './chat-responses';

/** The chat's conversations, for the staff only; kept for the configured retention period after their last message. */
@ApiTags('chat')
@Controller('api/chat-sessions')
export class ChatSessionsController {
  constructor(private readonly sessions: ChatSessions) {}

  @Get()
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Chat conversations, the most recently active first, a page at a time',
    description:
      'Conversations are deleted once their last message is older than the retention period (RETENTION_CHAT_DAYS, 90 by default).',
  })
  @ApiOkResponse({ type: ChatSessionPageDto })
  @ApiErrors(400)
  list(@Query() query: ChatSessionListQueryDto): Promise<ChatSessionPage> {
    return this.sessions.list(query.page ?? 1, query.pageSize ?? CHAT_SESSION_PAGES.defaultPageSize);
  }

  @Get(':sessionId')
  @Access('staff')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "One conversation's messages, oldest first" })
  @ApiParam({ name: 'sessionId', description: "The widget's session id" })
  @ApiOkResponse({ type: ChatSessionDto })
  @ApiErrors(404)
  get(@Param('sessionId') sessionId: string): Promise<ChatSessionView> {
    return this.sessions.get(sessionId);
  }
}
