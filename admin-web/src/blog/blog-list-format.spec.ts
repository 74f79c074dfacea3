import { describe, expect, test } from '@jest/globals';
import { createdLabel, postBadge, postsSummary, publicPostPath, uploadPercent } from './blog-list-format';

describe('the admin blog list', () => {
  test('a post opens at /blog/{slug}', () => {
    expect(publicPostPath('spring-walleye')).toBe('/blog/spring-walleye');
  });

  test('Published or Draft badge', () => {
    expect(postBadge({ published: true })).toEqual({ label: 'Published', className: 'badge badge--published' });
    expect(postBadge({ published: false })).toEqual({ label: 'Draft', className: 'badge badge--draft' });
  });

  test('the created date is the day in Alberta, whatever the machine time zone', () => {
    // 02:30 UTC on June 1 is still May 31 in Edmonton (UTC-6 in summer).
    expect(createdLabel({ createdAt: '2026-06-01T02:30:00.000Z' })).toBe('Created May 31, 2026');
    expect(createdLabel({ createdAt: 'not a date' })).toBe('');
  });

  test('summary counts posts and drafts', () => {
    expect(postsSummary([{ published: true }])).toBe('1 post, 0 drafts');
    expect(postsSummary([{ published: true }, { published: false }, { published: false }])).toBe('3 posts, 2 drafts');
  });

  test('upload progress as a clamped whole percentage', () => {
    expect(uploadPercent(0)).toBe(0);
    expect(uploadPercent(0.426)).toBe(43);
    expect(uploadPercent(1.2)).toBe(100);
    expect(uploadPercent(Number.NaN)).toBe(0);
  });
});
