import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ChatSessionPage, ChatSessionSummary, ChatSessionView } from '../../application/chat/chat-sessions';
import { CHAT_INTENTS } from '../../domain/chat/intents';
import {
  BookingContext,
  ChatMessage,
  ChatMessageMetadata,
  ChatSender,
  SLOT_CHOICES,
  SlotChoice,
  SuggestedAction,
} from '../../domain/chat/chat-protocol';

export class SuggestedActionDto implements SuggestedAction {
  @ApiProperty({
    example: 'book_now',
    description: "book_now, view_packages, view_package_details, send_sms, or call_{guide's first name in lower case} (e.g. call_dale)",
  })
  type!: string;
  @ApiProperty({ example: 'Book Full-Day Adventure' })
  label!: string;
  @ApiPropertyOptional({ example: '/?date=2026-11-28&package=Full-Day+Adventure&time=full-day#book', description: 'Absent for send_sms' })
  href?: string;
  @ApiPropertyOptional({ example: 'Full-Day Adventure' })
  packageName?: string;
  @ApiPropertyOptional({ format: 'date', example: '2026-11-28' })
  date?: string;
  @ApiPropertyOptional({ enum: SLOT_CHOICES })
  time?: SlotChoice;
}

export class BookingContextDto implements BookingContext {
  @ApiPropertyOptional({ example: 'Full-Day Adventure' })
  packageName?: string;
  @ApiPropertyOptional({ format: 'date', example: '2026-11-28' })
  date?: string;
  @ApiPropertyOptional({ enum: SLOT_CHOICES })
  time?: SlotChoice;
  @ApiPropertyOptional({ type: 'integer', example: 3 })
  people?: number;
  @ApiPropertyOptional({ type: 'integer', example: 1 })
  kidsCount?: number;
}

export class ChatMessageMetadataDto implements ChatMessageMetadata {
  @ApiProperty({ type: () => [SuggestedActionDto] })
  suggestedActions!: SuggestedActionDto[];
  @ApiProperty({ type: () => BookingContextDto, nullable: true, description: 'What the conversation is about so far; null when nothing' })
  bookingContext!: BookingContextDto | null;
  @ApiPropertyOptional({
    enum: [...CHAT_INTENTS, 'send_sms', 'error'],
    description: "The assistant's answers only: what the question was read as",
  })
  intent?: string;
}

export class ChatMessageDto implements Omit<ChatMessage, 'sessionId'> {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ enum: ['user', 'assistant'] })
  sender!: ChatSender;
  @ApiProperty({ example: 'Is this Saturday open?' })
  message!: string;
  @ApiProperty({ format: 'date-time' })
  timestamp!: string;
  @ApiProperty({ type: () => ChatMessageMetadataDto })
  metadata!: ChatMessageMetadataDto;
}

export class ChatSessionSummaryDto implements ChatSessionSummary {
  @ApiProperty({ example: 'chat-1764000000000-k3j2h1' })
  sessionId!: string;
  @ApiProperty({ type: String, format: 'date-time' })
  startedAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  lastMessageAt!: Date;
  @ApiProperty({ type: 'integer', description: 'Questions and answers together' })
  messageCount!: number;
  @ApiProperty({ description: 'The latest message of either side' })
  lastMessage!: string;
}

export class ChatSessionPageDto implements ChatSessionPage {
  @ApiProperty({ type: () => [ChatSessionSummaryDto], description: 'The most recently active first' })
  items!: ChatSessionSummaryDto[];
  @ApiProperty({ type: 'integer', description: 'Sessions kept in all' })
  total!: number;
}

export class ChatSessionDto implements Omit<ChatSessionView, 'messages'> {
  @ApiProperty()
  sessionId!: string;
  @ApiProperty({ type: String, format: 'date-time' })
  startedAt!: Date;
  @ApiProperty({ type: () => [ChatMessageDto], description: 'Oldest first' })
  messages!: ChatMessageDto[];
}
