import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { MEDIA_KINDS, MEDIA_MESSAGES, MediaKind } from '../../domain/media/media-rules';

/** The text fields of the multipart upload form (the file itself is the `file` part). */
export class MediaUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, GIF or WebP up to 5 MB; MP4 or WebM up to 50 MB' })
  file?: unknown;

  @ApiPropertyOptional({ enum: MEDIA_KINDS, description: 'What the form asks for; refuses other kinds with its own message' })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsIn(MEDIA_KINDS, { message: MEDIA_MESSAGES.kind })
  kind?: MediaKind;
}
