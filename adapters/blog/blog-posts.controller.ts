import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { BlogPostChange, BlogPostInput, BlogPostView, BlogService } from '../../application/blog/blog-service';
import { Actor } from '../../domain/shared/actor';
import { Access, CurrentActor } from '../auth/access';
import { ApiErrors } from '../http/openapi/api-errors';
import { CreateBlogPostDto, UpdateBlogPostDto } from './blog-dtos';
import { BlogPostDto } from './blog-responses';
import { RecordIdPipe } from '../http/record-id';

/**
 * One path parameter for the public read by slug and the admin's changes by id: the two were the
 * same path template under two names, which OpenAPI tools refuse as duplicate paths.
 */
const POST_PARAM = 'slugOrId';
const ApiPostParam = (use: string) =>
  ApiParam({
    name: POST_PARAM,
    description: `A post's slug when reading it (GET), its numeric id when changing it (PATCH, DELETE): here ${use}`,
  });

const FIELDS = ['title', 'slug', 'excerpt', 'content', 'metaTitle', 'metaDescription', 'keywords', 'featuredImage', 'published'] as const;

/** The fields the body really carried, nothing else (class instances may hold undefined ones). */
function sentFields<T extends BlogPostChange>(body: CreateBlogPostDto | UpdateBlogPostDto): T {
  const picked: Record<string, unknown> = {};
  for (const field of FIELDS) if (body[field] !== undefined) picked[field] = body[field];
  return picked as T;
}

@ApiTags('blog')
@Controller('api/blog-posts')
export class BlogPostsController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Blog posts, newest first: published ones for the public, drafts too (first) when signed in' })
  @ApiOkResponse({ type: [BlogPostDto] })
  list(@CurrentActor() reader: Actor): Promise<BlogPostView[]> {
    return this.blog.list(reader);
  }

  @Get(`:${POST_PARAM}`)
  @Access('public')
  @ApiPostParam("the post's slug")
  @ApiOperation({ summary: "One post by its slug; a draft is 'Post not found' unless signed in" })
  @ApiOkResponse({ type: BlogPostDto })
  @ApiErrors(404)
  get(@Param(POST_PARAM) slug: string, @CurrentActor() reader: Actor): Promise<BlogPostView> {
    return this.blog.getBySlug(slug, reader);
  }

  @Post()
  @Access('admin')
  @ApiOperation({ summary: 'Create a post (a draft unless published is true); an empty slug is generated from the title' })
  @ApiCreatedResponse({ type: BlogPostDto })
  // 409: the slug is taken.
  @ApiErrors(400, 409)
  create(@Body() body: CreateBlogPostDto, @CurrentActor() actor: Actor): Promise<BlogPostView> {
    return this.blog.create(sentFields<BlogPostInput>(body), actor);
  }

  @Patch(`:${POST_PARAM}`)
  @Access('admin')
  @ApiPostParam("the post's id")
  @ApiOperation({ summary: 'Change the fields sent; the slug stays unless sent (empty: generated from the title)' })
  @ApiOkResponse({ type: BlogPostDto })
  // 400 also for an id that is not a number; 409: the slug is taken.
  @ApiErrors(400, 404, 409)
  update(
    @Param(POST_PARAM, RecordIdPipe) id: number,
    @Body() body: UpdateBlogPostDto,
    @CurrentActor() actor: Actor,
  ): Promise<BlogPostView> {
    return this.blog.update(id, sentFields(body), actor);
  }

  @Delete(`:${POST_PARAM}`)
  @Access('admin')
  @ApiPostParam("the post's id")
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a post' })
  @ApiNoContentResponse({ description: 'Deleted' })
  // 400: an id that is not a number.
  @ApiErrors(400, 404)
  remove(@Param(POST_PARAM, RecordIdPipe) id: number, @CurrentActor() actor: Actor): Promise<void> {
    return this.blog.remove(id, actor);
  }
}
