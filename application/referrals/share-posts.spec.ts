import { describe, expect, test } from '@jest/globals';
import { sharePosts } from './share-posts';

describe('referral codes', () => {
  test('share posts name the first name and the offer, and link the code', () => {
    const data = sharePosts('K7MQ2XTA', 'Alex Angler', 'https://wabamunfishing.ca/');
    expect(data.templates.general.url).toBe('https://wabamunfishing.ca/book?ref=K7MQ2XTA');
    expect(data.templates.facebook.url).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwabamunfishing.ca%2Fbook%3Fref%3DK7MQ2XTA',
    );
    for (const post of Object.values(data.posts)) {
      expect(post).toContain('Alex');
      expect(post).not.toContain('Angler');
      expect(post).toContain('50 CAD off');
      expect(post).toContain('K7MQ2XTA');
    }
  });
});
