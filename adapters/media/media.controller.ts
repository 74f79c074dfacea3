import {
  ArgumentsHost,
  Body,
  Catch,
  Controller,
  ExceptionFilter,
  Get,
  HttpStatus,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { memoryStorage } from 'multer';
import { MediaRow, MediaService } from '../../application/media/media-service';
import { MEDIA_LIMITS, MEDIA_MESSAGES, MediaMissingError } from '../../domain/media/media-rules';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { sendErrorAnswer } from '../http/request-id';
import { MediaUploadDto } from './media-dtos';
import { MediaDto } from './media-responses';

/** The part of multer's file this controller reads. */
interface UploadedMedia {
  buffer: Buffer;
  originalname: string;
}

/**
 * multer stops reading past the largest size any kind may have (a 50 MB video), so the answer
 * names the video limit, or the image limit when the form said `kind=image` before the file.
 */
@Catch(PayloadTooLargeException)
class UploadTooLargeFilter implements ExceptionFilter {
  catch(_error: PayloadTooLargeException, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const askedForImage = (request.body as { kind?: unknown } | undefined)?.kind === 'image';
    const message = askedForImage ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.videoTooLarge;
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      sendErrorAnswer(request, host.switchToHttp().getResponse<Response>(), HttpStatus.PAYLOAD_TOO_LARGE, { message });
    };
    if (request.complete) return answer();
    // The browser is still sending what is over the limit. Answering now closes the connection
    // under it, and many clients then report a reset instead of this answer: the rest is read and
    // dropped first (UPLOAD_DRAIN_MS at most).
    const timer = setTimeout(answer, UPLOAD_DRAIN_MS);
    request.once('end', () => {
      clearTimeout(timer);
      answer();
    });
    request.resume();
  }
}

/**
 * How long the part of an upload over its limit is read and dropped before the refusal is sent; a
 * client still sending after that is answered and cut off.
 */
const UPLOAD_DRAIN_MS = 10_000;

@ApiTags('media')
@Controller('api/media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Get()
  @Access('staff')
  @ApiOperation({ summary: 'Uploaded images and videos, newest first' })
  @ApiOkResponse({ type: [MediaDto] })
  list(): Promise<MediaRow[]> {
    return this.media.list();
  }

  @Post()
  @Access('admin')
  @UseFilters(UploadTooLargeFilter)
  @UseInterceptors(
    FileInterceptor('file', {
      storage: memoryStorage(),
      // Browsers send UTF-8 file names without saying so.
      defParamCharset: 'utf8',
      limits: { fileSize: MEDIA_LIMITS.video, files: 1, fields: 10 },
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MediaUploadDto })
  @ApiOperation({
    summary: 'Upload an image or a video; its type is read from its bytes. The same bytes again return the same record.',
  })
  @ApiCreatedResponse({ type: MediaDto })
  // 400: no file, an empty one or a bad `kind`; 413: over its kind's size or pixel limit; 415: not an accepted type (or unreadable).
  @ApiErrors(400, 413, 415)
  upload(@UploadedFile() file: UploadedMedia | undefined, @Body() body: MediaUploadDto, @CurrentActor() actor: Actor): Promise<MediaRow> {
    if (!file) throw new MediaMissingError();
    return this.media.upload({ bytes: file.buffer, originalName: file.originalname, kind: body.kind }, actor);
  }
}
