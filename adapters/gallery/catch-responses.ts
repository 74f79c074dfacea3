import { ApiProperty } from '@nestjs/swagger';
import { GalleryCatch } from '../../application/gallery/catch-service';
import { MediaImageDto } from '../media/media-responses';

export class GalleryCatchDto implements GalleryCatch {
  @ApiProperty({ type: 'integer', example: 7 })
  id!: number;

  @ApiProperty({ example: 'Northern Pike' })
  fishType!: string;

  @ApiProperty({ example: 'Robin Shore' })
  angler!: string;

  @ApiProperty({ format: 'date', example: '2026-08-14', description: 'Calendar day on the lake' })
  date!: string;

  @ApiProperty({ example: '/media/pike-0c1d2e.jpg' })
  imageUrl!: string;

  @ApiProperty({ type: Date })
  createdAt!: Date;

  @ApiProperty({ type: Date })
  updatedAt!: Date;

  @ApiProperty({ type: MediaImageDto, nullable: true, description: 'The image when it is an upload; null for a link elsewhere' })
  media!: MediaImageDto | null;
}
