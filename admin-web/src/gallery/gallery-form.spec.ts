import { describe, expect, test } from '@jest/globals';
import { CATCH_MESSAGES } from '../../../domain/gallery/catch-rules';
import { MEDIA_MESSAGES } from '../../../domain/media/media-rules';
import { checkGalleryForm, EMPTY_GALLERY_FORM, imageFileProblem, uploadProgressLabel } from './gallery-form';

const TODAY = '2026-07-10';
const filled = { fishType: ' Walleye ', angler: ' Robin Shore ', date: '2026-07-09', imageUrl: '/media/abc123.jpg' };

describe('gallery form', () => {
  test('an empty form names every required field with the server’s messages', () => {
    expect(checkGalleryForm(EMPTY_GALLERY_FORM, TODAY).errors).toEqual({
      fishType: CATCH_MESSAGES.fishType,
      angler: CATCH_MESSAGES.angler,
      date: CATCH_MESSAGES.date,
      imageUrl: CATCH_MESSAGES.image,
    });
  });

  test('today is allowed, tomorrow is in the future', () => {
    expect(checkGalleryForm({ ...filled, date: TODAY }, TODAY).body?.date).toBe(TODAY);
    expect(checkGalleryForm({ ...filled, date: '2026-07-11' }, TODAY).errors).toEqual({ date: CATCH_MESSAGES.dateInFuture });
  });

  test('an impossible date is not a date', () => {
    expect(checkGalleryForm({ ...filled, date: '2026-02-30' }, TODAY).errors).toEqual({ date: CATCH_MESSAGES.date });
  });

  test('a script or plain-http image address is refused', () => {
    expect(checkGalleryForm({ ...filled, imageUrl: 'javascript:alert(1)' }, TODAY).errors).toEqual({
      imageUrl: CATCH_MESSAGES.imageUnsafe,
    });
    expect(checkGalleryForm({ ...filled, imageUrl: 'http://example.com/a.jpg' }, TODAY).errors).toEqual({
      imageUrl: CATCH_MESSAGES.imageUnsafe,
    });
  });

  test('a filled form gives the trimmed body', () => {
    expect(checkGalleryForm(filled, TODAY)).toEqual({
      body: { fishType: 'Walleye', angler: 'Robin Shore', date: '2026-07-09', imageUrl: '/media/abc123.jpg' },
    });
  });

  test("a chosen file: images up to 5 MB pass; larger ones get 'File too large'; other types are refused", () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toEqual({
      title: 'File too large',
      description: 'Please choose an image smaller than 5MB',
    });
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toEqual({ title: MEDIA_MESSAGES.notImage });
  });

  test('the progress label is a whole percentage within 0-100', () => {
    expect(uploadProgressLabel(0)).toBe('Uploading image... 0%');
    expect(uploadProgressLabel(0.426)).toBe('Uploading image... 43%');
    expect(uploadProgressLabel(1.2)).toBe('Uploading image... 100%');
  });
});
