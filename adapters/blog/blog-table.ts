import { Column, Entity, Index, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { BlogPostRow } from '../../application/blog/blog-service';

@Entity({ name: 'blog_posts' })
@Index('blog_posts_published_idx', ['published', 'publishedAt'])
export class BlogPostEntity implements BlogPostRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') title!: string;
  @Column('text', { unique: true }) slug!: string;
  @Column('text') excerpt!: string;
  @Column('text') content!: string;
  @Column('text') metaTitle!: string;
  @Column('text') metaDescription!: string;
  @Column('text') keywords!: string;
  @Column('text', { nullable: true }) featuredImage!: string | null;
  @Column('boolean') published!: boolean;
  @Column('timestamptz', { nullable: true }) publishedAt!: Date | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

export class CreateBlogPosts1763800007000 implements MigrationInterface {
  name = 'CreateBlogPosts1763800007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE blog_posts (
        "id" serial PRIMARY KEY,
        "title" text NOT NULL,
        "slug" text NOT NULL CONSTRAINT blog_posts_slug_key UNIQUE,
        "excerpt" text NOT NULL,
        "content" text NOT NULL,
        "metaTitle" text NOT NULL DEFAULT '',
        "metaDescription" text NOT NULL DEFAULT '',
        "keywords" text NOT NULL DEFAULT '',
        "featuredImage" text,
        "published" boolean NOT NULL DEFAULT false,
        "publishedAt" timestamptz,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL,
        CONSTRAINT blog_posts_published_has_date CHECK (NOT "published" OR "publishedAt" IS NOT NULL)
      )`);
    // The public list: published posts, newest publication first.
    await q.query('CREATE INDEX blog_posts_published_idx ON blog_posts ("published", "publishedAt" DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE blog_posts');
  }
}

export const blogEntities = [BlogPostEntity];
export const blogMigrations = [CreateBlogPosts1763800007000];
