import { describe, expect, it } from '@jest/globals';
import { reviewPlatformOf } from './review-requests';

describe('reviewPlatformOf', () => {
  it.each([
    ['https://g.page/r/CdXyz/review', 'google'],
    ['https://search.google.com/local/writereview?placeid=abc', 'google'],
    ['https://www.google.ca/maps/place/x', 'google'],
    ['https://www.facebook.com/wabamunfishing/reviews', 'facebook'],
    ['https://www.tripadvisor.ca/UserReviewEdit-g1', 'tripadvisor'],
    ['https://www.yelp.ca/writeareview/biz/x', 'yelp'],
    ['https://reviews.example.com/wabamun', 'reviews.example.com'],
    ['https://notgoogle.com.evil.example/x', 'notgoogle.com.evil.example'],
  ])('%s is %s', (url, platform) => {
    expect(reviewPlatformOf(url)).toBe(platform);
  });
});
