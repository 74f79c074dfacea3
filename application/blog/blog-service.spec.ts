import { describe, expect, test } from '@jest/globals';
import { BLOG_MESSAGES, BlogSlugTakenError } from '../../domain/blog/blog-rules';
import { MediaImages } from '../media/media-images';
import { RecordStore, RecordTransaction, UniqueConflictError } from '../ports/records';
import { BlogService } from './blog-service';

const admin = { kind: 'user', username: 'guide', role: 'admin' } as const;
const clock = { now: () => new Date('2026-11-22T18:00:00Z') };

/**
 * Two writers racing for one slug both pass the in-transaction check; the database's unique
 * constraint then refuses the second. This store plays that second writer: its check finds
 * nothing, its write breaks the constraint.
 */
function racingStore(): RecordStore {
  const row = { id: 7, title: 'Old', slug: 'old', publishedAt: null };
  const tx = {
    findOne: async (_t: unknown, where: Record<string, unknown>) => ('id' in where ? row : null),
    list: async () => [],
    insert: async () => {
      throw new UniqueConflictError('blog_posts_slug_key');
    },
    update: async () => {
      throw new UniqueConflictError('blog_posts_slug_key');
    },
    delete: async () => 0,
    lock: async () => undefined,
  } as unknown as RecordTransaction;
  return { ...tx, transaction: (work) => work(tx) } as RecordStore;
}

describe('blog service: a slug lost to a concurrent writer', () => {
  const store = racingStore();
  const service = new BlogService(store, clock, new MediaImages(store));

  test('on create is the slug conflict, not a server error', async () => {
    const write = service.create({ title: 'Perch Derby', excerpt: 'e', content: 'c' }, admin);
    await expect(write).rejects.toBeInstanceOf(BlogSlugTakenError);
    await expect(write).rejects.toMatchObject({ code: 'blog-slug-conflict', message: BLOG_MESSAGES.slugTaken });
  });

  test('on update likewise', async () => {
    await expect(service.update(7, { slug: 'perch-derby' }, admin)).rejects.toBeInstanceOf(BlogSlugTakenError);
  });
});
