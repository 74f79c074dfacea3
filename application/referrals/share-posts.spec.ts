import { describe, expect, test } from '@jest/globals';
import { sharePosts } from './share-posts';

describe('referral codes', () => {
  test('share posts name the first name and the offer, and link the code', () => {
    const data = sharePosts('K7MQ2XTA', 'Alex Angler', 'https://wabamunfishing.ca/');
    expect(data.templates.general.url).toBe('https://wabamunfishing.ca/book?ref=K7MQ2XTA');
    expect(data.templates.facebook.url).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwabamunfishing.ca%2Fbook%3Fref%3DK7MQ2XTA',
    );
    for (const post of [...Object.values(data.posts), data.summary]) {
      expect(post).toContain('Alex');
      expect(post).not.toContain('Angler');
      expect(post).toContain('50 CAD off');
      expect(post).toContain('K7MQ2XTA');
    }
  });

  test('before the trip the texts say the referrer is going fishing, on its date', () => {
    const data = sharePosts('K7MQ2XTA', 'Alex Angler', 'https://wabamunfishing.ca', { date: '2026-06-06', begun: false });
    expect(data.summary).toBe(
      'Alex is going fishing on Wabamun Lake on Saturday, June 6, 2026. Book your own guided trip with code K7MQ2XTA for 50 CAD off your first guided fishing trip on Wabamun Lake.',
    );
    expect(data.posts.facebook).toMatch(/^Alex is going fishing with a guide on Wabamun Lake on Saturday, June 6, 2026 /);
    for (const post of Object.values(data.posts)) {
      expect(post).toContain('Saturday, June 6, 2026');
      expect(post).not.toMatch(/went fishing|had a great/);
    }
  });

  test('once the trip has begun, or when it is not known, they say the referrer went fishing', () => {
    for (const trip of [{ date: '2026-06-06', begun: true }, null]) {
      const data = sharePosts('K7MQ2XTA', 'Alex Angler', 'https://wabamunfishing.ca', trip);
      expect(data.posts.facebook).toMatch(/^Alex went fishing with a guide on Wabamun Lake/);
      expect(data.summary).toMatch(/^Alex went fishing on Wabamun Lake/);
      expect(JSON.stringify(data.posts)).not.toMatch(/is going fishing|June 6/);
    }
  });
});
