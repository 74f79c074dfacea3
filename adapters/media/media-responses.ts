import { ApiProperty } from '@nestjs/swagger';
import { MediaImage } from '../../application/media/media-images';
import { MediaRow, MediaVariant } from '../../application/media/media-service';
import { MEDIA_KINDS, MediaKind } from '../../domain/media/media-rules';

export class MediaVariantDto implements MediaVariant {
  @ApiProperty({ type: 'integer', example: 480 })
  width!: number;

  @ApiProperty({ example: '/media/0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f-480.webp' })
  url!: string;
}

/** What a page needs to show an uploaded image: its pixel size and WebP copies (srcset). */
export class MediaImageDto implements MediaImage {
  @ApiProperty({ example: '/media/0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f.jpg' })
  url!: string;

  @ApiProperty({ type: 'integer', example: 2000 })
  width!: number;

  @ApiProperty({ type: 'integer', example: 1200 })
  height!: number;

  @ApiProperty({ type: [MediaVariantDto], description: 'Narrowest first' })
  variants!: MediaVariantDto[];
}

/** One uploaded file; its id is the hash of its bytes. */
export class MediaDto implements MediaRow {
  @ApiProperty({ example: '0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f' })
  id!: string;

  @ApiProperty({ example: '/media/0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f.jpg' })
  url!: string;

  @ApiProperty({ enum: MEDIA_KINDS })
  kind!: MediaKind;

  @ApiProperty({ example: 'image/jpeg' })
  mime!: string;

  @ApiProperty({ type: 'integer', description: 'Bytes of the stored file (images after re-encoding)', example: 482133 })
  size!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Pixels; null for a video', example: 2000 })
  width!: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Pixels; null for a video', example: 1200 })
  height!: number | null;

  @ApiProperty({ type: [MediaVariantDto], description: 'WebP copies, narrowest first; empty for a video' })
  variants!: MediaVariantDto[];

  @ApiProperty({ description: "The name on the uploader's computer, for display only", example: 'big-pike.jpg' })
  originalName!: string;

  @ApiProperty({ type: Date })
  createdAt!: Date;
}
