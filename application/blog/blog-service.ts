import { BlogPostNotFoundError, BlogSlugTakenError, chooseSlug, publicationDate, seesDrafts } from '../../domain/blog/blog-rules';
import { Actor } from '../../domain/shared/actor';
import { MediaImages, WithMedia } from '../media/media-images';
import { Clock } from '../ports/clock';
import { RecordStore, RecordTransaction, UniqueConflictError } from '../ports/records';
import { table } from '../ports/read-models';
import { AuditedRecords, ContentRecord, Draft } from '../shared/audited-records';

/** A blog post (docs/product/content.md). Content is Markdown-subset text, see blog-rules.ts. */
export interface BlogPostRow extends ContentRecord {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  /** Empty when not set: the page then uses the title plus the business name. */
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  featuredImage: string | null;
  published: boolean;
  /** The first publication; kept when unpublished (see publicationDate). */
  publishedAt: Date | null;
}

/** A post as the API shows it: with its uploaded featured image's size and WebP copies (srcset). */
export type BlogPostView = WithMedia<BlogPostRow>;

/** What the admin sends when creating; an empty slug is generated from the title. */
export interface BlogPostInput {
  title: string;
  slug?: string;
  excerpt: string;
  content: string;
  metaTitle?: string;
  metaDescription?: string;
  keywords?: string;
  featuredImage?: string | null;
  published?: boolean;
}

/** A PATCH: only the fields sent change. */
export type BlogPostChange = Partial<BlogPostInput>;

export const blogPostsTable = table<BlogPostRow>('blog_posts', ['id']);

export class BlogService {
  private readonly records: AuditedRecords<BlogPostRow>;

  constructor(
    private readonly store: RecordStore,
    private readonly clock: Clock,
    private readonly images: MediaImages,
  ) {
    this.records = new AuditedRecords(store, blogPostsTable, 'blog-posts', clock, () => new BlogPostNotFoundError());
  }

  /**
   * Newest first. The public gets published posts only, by first publication date. Signed-in
   * staff get the drafts first, most recently edited on top (the work in progress), then the
   * published posts in the public order. Ties fall to the later-created post (higher id).
   */
  async list(reader: Actor): Promise<BlogPostView[]> {
    const published = await this.store.list(blogPostsTable, {
      where: { published: true },
      order: { publishedAt: 'DESC', id: 'DESC' },
    });
    if (!seesDrafts(reader)) return this.images.attach(published, featuredImageOf);
    const drafts = await this.store.list(blogPostsTable, { where: { published: false }, order: { updatedAt: 'DESC', id: 'DESC' } });
    return this.images.attach([...drafts, ...published], featuredImageOf);
  }

  /** A draft is "not found" for the public, exactly like a missing post. */
  async getBySlug(slug: string, reader: Actor): Promise<BlogPostView> {
    const post = await this.store.findOne(blogPostsTable, { slug });
    if (!post || (!post.published && !seesDrafts(reader))) throw new BlogPostNotFoundError();
    return this.images.attachOne(post, featuredImageOf);
  }

  async create(input: BlogPostInput, actor: Actor): Promise<BlogPostView> {
    const published = input.published ?? false;
    const draft: Draft<BlogPostRow> = {
      title: input.title,
      slug: chooseSlug(input.slug, input.title),
      excerpt: input.excerpt,
      content: input.content,
      metaTitle: input.metaTitle ?? '',
      metaDescription: input.metaDescription ?? '',
      keywords: input.keywords ?? '',
      featuredImage: input.featuredImage || null,
      published,
      publishedAt: publicationDate(null, published, this.clock.now()),
    };
    const post = await slugConflicts(() => this.records.create(draft, actor, (tx) => assertSlugFree(tx, draft.slug)));
    return this.images.attachOne(post, featuredImageOf);
  }

  /**
   * Only the fields sent change. A new title keeps the existing slug (links to the post stay
   * valid); sending the slug empty regenerates it from the (new or current) title.
   */
  async update(id: number, change: BlogPostChange, actor: Actor): Promise<BlogPostView> {
    const post = await slugConflicts(() =>
      this.records.update(
        id,
        async (current, tx) => {
          const patch: Partial<Draft<BlogPostRow>> = {};
          for (const field of ['title', 'excerpt', 'content', 'metaTitle', 'metaDescription', 'keywords'] as const) {
            if (change[field] !== undefined) patch[field] = change[field];
          }
          if (change.featuredImage !== undefined) patch.featuredImage = change.featuredImage || null;
          if (change.slug !== undefined) {
            const slug = chooseSlug(change.slug, change.title ?? current.title);
            if (slug !== current.slug) {
              await assertSlugFree(tx, slug);
              patch.slug = slug;
            }
          }
          if (change.published !== undefined) {
            patch.published = change.published;
            patch.publishedAt = publicationDate(current.publishedAt, change.published, this.clock.now());
          }
          return patch;
        },
        actor,
      ),
    );
    return this.images.attachOne(post, featuredImageOf);
  }

  remove(id: number, actor: Actor): Promise<void> {
    return this.records.remove(id, actor);
  }
}

const featuredImageOf = (post: BlogPostRow) => post.featuredImage;

/** The friendly refusal; the unique constraint still catches two writers racing for one slug. */
async function assertSlugFree(tx: RecordTransaction, slug: string): Promise<void> {
  if (await tx.findOne(blogPostsTable, { slug })) throw new BlogSlugTakenError();
}

async function slugConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConflictError) throw new BlogSlugTakenError();
    throw error;
  }
}
