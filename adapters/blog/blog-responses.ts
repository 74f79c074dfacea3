import { ApiProperty } from '@nestjs/swagger';
import { BlogPostView } from '../../application/blog/blog-service';
import { MediaImageDto } from '../media/media-responses';

export class BlogPostDto implements BlogPostView {
  @ApiProperty({ type: 'integer', example: 3 })
  id!: number;

  @ApiProperty({ example: 'Spring Walleye Tips' })
  title!: string;

  @ApiProperty({ example: 'spring-walleye-tips' })
  slug!: string;

  @ApiProperty()
  excerpt!: string;

  @ApiProperty({ description: 'Markdown subset, as typed' })
  content!: string;

  @ApiProperty({ description: 'Empty when not set (pages then use the title)' })
  metaTitle!: string;

  @ApiProperty({ description: 'Empty when not set' })
  metaDescription!: string;

  @ApiProperty({ example: 'walleye, wabamun lake, spring fishing' })
  keywords!: string;

  @ApiProperty({ type: String, nullable: true, example: '/media/walleye-1.jpg' })
  featuredImage!: string | null;

  @ApiProperty()
  published!: boolean;

  @ApiProperty({ type: Date, nullable: true, description: 'The first publication; kept when unpublished' })
  publishedAt!: Date | null;

  @ApiProperty({ type: Date })
  createdAt!: Date;

  @ApiProperty({ type: Date })
  updatedAt!: Date;

  @ApiProperty({ type: MediaImageDto, nullable: true, description: 'The featured image when it is an upload; null otherwise' })
  media!: MediaImageDto | null;
}
