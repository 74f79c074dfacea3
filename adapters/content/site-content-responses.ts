import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SiteContentListing } from '../../application/content/site-content-service';
import { MediaImageDto } from '../media/media-responses';

export class SiteContentEntryDto implements SiteContentListing {
  @ApiProperty({ example: 'guide' })
  section!: string;

  @ApiProperty({ example: 'phone' })
  key!: string;

  @ApiProperty({ example: '(780) 555-0199' })
  value!: string;

  @ApiProperty({ type: Date })
  updatedAt!: Date;

  @ApiPropertyOptional({
    type: MediaImageDto,
    nullable: true,
    description: 'Pictures only (absent for texts): the uploaded image, or null for a link elsewhere',
  })
  media?: MediaImageDto | null;
}
