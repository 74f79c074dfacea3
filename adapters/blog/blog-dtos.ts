import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { BLOG_LIMITS, BLOG_MESSAGES, isFeaturedImage, SLUG_PATTERN } from '../../domain/blog/blog-rules';
import { trim } from '../http/dto-transforms';

/**
 * A field of a PATCH is checked only when sent; `null` counts as sent, so clearing a required
 * field (or the published switch) is refused instead of reaching the database.
 */
const WhenSent = () => ValidateIf((_body: object, value: unknown) => value !== undefined);

/** Optional texts (SEO fields, slug) may be cleared with null or ''; both store ''. */
const trimOrEmpty = ({ value }: { value: unknown }) => (value === null ? '' : trim({ value }));

const RequiredText = (max: number, maxMessage: string) =>
  applyDecorators(
    Transform(trim),
    IsString({ message: BLOG_MESSAGES.required }),
    IsNotEmpty({ message: BLOG_MESSAGES.required }),
    MaxLength(max, { message: maxMessage }),
  );

/** Content is stored exactly as typed (Markdown: leading spaces and final newlines mean something). */
const ContentText = () =>
  applyDecorators(
    IsString({ message: BLOG_MESSAGES.required }),
    Matches(/\S/, { message: BLOG_MESSAGES.required }),
    MaxLength(BLOG_LIMITS.contentMax, { message: BLOG_MESSAGES.contentMax }),
  );

const OptionalText = (max: number, message: string) =>
  applyDecorators(Transform(trimOrEmpty), IsOptional(), IsString({ message }), MaxLength(max, { message }));

/** Empty means "generate it from the title"; anything else must already be a clean slug. */
const SlugText = () =>
  applyDecorators(
    Transform(trimOrEmpty),
    ValidateIf((_body: object, value: unknown) => value !== undefined && value !== ''),
    IsString({ message: BLOG_MESSAGES.slugFormat }),
    MaxLength(BLOG_LIMITS.slugMax, { message: BLOG_MESSAGES.slugMax }),
    Matches(SLUG_PATTERN, { message: BLOG_MESSAGES.slugFormat }),
  );

/** null or '' removes the image. */
const FeaturedImage = () =>
  applyDecorators(
    Transform(trimOrEmpty),
    ValidateIf((_body: object, value: unknown) => value !== undefined && value !== ''),
    IsString({ message: BLOG_MESSAGES.featuredImage }),
    MaxLength(BLOG_LIMITS.featuredImageMax, { message: BLOG_MESSAGES.featuredImage }),
    ValidateBy(
      { name: 'isFeaturedImage', validator: { validate: (v) => typeof v === 'string' && isFeaturedImage(v) } },
      { message: BLOG_MESSAGES.featuredImage },
    ),
  );

const slugDoc = {
  example: 'spring-walleye-tips',
  description: 'Empty: generated from the title. Otherwise lowercase letters, digits and single hyphens.',
};
const contentDoc = {
  description:
    'Markdown subset (headings, paragraphs, lists, links, bold, italic, images); stored as text, never rendered as HTML by the server',
};
const imageDoc = {
  type: String,
  example: '/media/walleye-1.jpg',
  description: 'An uploaded image (/media/...) or an https:// link; null or empty removes it',
  nullable: true,
};

export class CreateBlogPostDto {
  @ApiProperty({ example: 'Spring Walleye Tips', maxLength: BLOG_LIMITS.titleMax })
  @RequiredText(BLOG_LIMITS.titleMax, BLOG_MESSAGES.titleMax)
  title!: string;

  @ApiPropertyOptional(slugDoc)
  @SlugText()
  slug?: string;

  @ApiProperty({ maxLength: BLOG_LIMITS.excerptMax })
  @RequiredText(BLOG_LIMITS.excerptMax, BLOG_MESSAGES.excerptMax)
  excerpt!: string;

  @ApiProperty(contentDoc)
  @ContentText()
  content!: string;

  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.metaTitleMax })
  @OptionalText(BLOG_LIMITS.metaTitleMax, BLOG_MESSAGES.metaTitle)
  metaTitle?: string;

  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.metaDescriptionMax })
  @OptionalText(BLOG_LIMITS.metaDescriptionMax, BLOG_MESSAGES.metaDescription)
  metaDescription?: string;

  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.keywordsMax, example: 'walleye, wabamun lake, spring fishing' })
  @OptionalText(BLOG_LIMITS.keywordsMax, BLOG_MESSAGES.keywords)
  keywords?: string;

  @ApiPropertyOptional(imageDoc)
  @FeaturedImage()
  featuredImage?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: BLOG_MESSAGES.published })
  published?: boolean;
}

/** PATCH: every field optional; a field that is sent obeys the same rules as on create. */
export class UpdateBlogPostDto {
  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.titleMax, description: 'A new title keeps the slug unless slug is sent empty' })
  @WhenSent()
  @RequiredText(BLOG_LIMITS.titleMax, BLOG_MESSAGES.titleMax)
  title?: string;

  @ApiPropertyOptional(slugDoc)
  @SlugText()
  slug?: string;

  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.excerptMax })
  @WhenSent()
  @RequiredText(BLOG_LIMITS.excerptMax, BLOG_MESSAGES.excerptMax)
  excerpt?: string;

  @ApiPropertyOptional(contentDoc)
  @WhenSent()
  @ContentText()
  content?: string;

  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.metaTitleMax })
  @OptionalText(BLOG_LIMITS.metaTitleMax, BLOG_MESSAGES.metaTitle)
  metaTitle?: string;

  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.metaDescriptionMax })
  @OptionalText(BLOG_LIMITS.metaDescriptionMax, BLOG_MESSAGES.metaDescription)
  metaDescription?: string;

  @ApiPropertyOptional({ maxLength: BLOG_LIMITS.keywordsMax })
  @OptionalText(BLOG_LIMITS.keywordsMax, BLOG_MESSAGES.keywords)
  keywords?: string;

  @ApiPropertyOptional(imageDoc)
  @FeaturedImage()
  featuredImage?: string | null;

  @ApiPropertyOptional({ description: 'Publishing for the first time sets publishedAt; it is kept afterwards' })
  @WhenSent()
  @IsBoolean({ message: BLOG_MESSAGES.published })
  published?: boolean;
}
