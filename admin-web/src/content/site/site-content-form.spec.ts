import { describe, expect, test } from '@jest/globals';
import { ApiError } from '@browser-kit/api/api';
import { HERO_DEFAULTS, MAILING_ADDRESS_DEFAULT } from '../../../../domain/content/site-content-defaults';
import { SITE_CONTENT_MESSAGES } from '../../../../domain/content/site-content-rules';
import {
  changedEntries,
  currentValue,
  fieldErrors,
  fileProblem,
  initialValues,
  logoUrlError,
  PAGE_CONTENT_FORMS,
  percent,
  serverFieldErrors,
  SiteContentSaveError,
  saveErrorStatus,
  uploadFailureToast,
  videoSourceOf,
  videoUrlError,
} from './site-content-form';

const entry = (section: string, key: string, value: string) => ({ section, key, value, updatedAt: '2026-01-01T00:00:00.000Z' });
const hero = PAGE_CONTENT_FORMS.find((f) => f.section === 'hero')!;
const MB = 1024 * 1024;

describe('form values', () => {
  test('stored texts win; the public site’s defaults fill the rest', () => {
    const values = initialValues([entry('hero', 'title', 'Pike Week'), entry('hero', 'subtitle', '   ')], hero);
    expect(values).toEqual({ title: 'Pike Week', subtitle: HERO_DEFAULTS.subtitle, buttonText: HERO_DEFAULTS.buttonText });
  });

  test('contact defaults come from the business details; pictures have none', () => {
    expect(currentValue([], 'contact', 'phone')).toBe('(780) 555-0142');
    expect(currentValue([], 'contact', 'mailing_address')).toBe(MAILING_ADDRESS_DEFAULT);
    expect(currentValue(undefined, 'branding', 'logo')).toBe('');
  });

  test('every form field is a key the server accepts', () => {
    for (const form of PAGE_CONTENT_FORMS) {
      const values = initialValues([], form);
      expect(fieldErrors(form.section, values)).toEqual({});
    }
  });

  test('only changed fields are sent, trimmed', () => {
    const initial = { title: 'A', subtitle: 'B', buttonText: 'C' };
    expect(changedEntries('hero', { title: ' A ', subtitle: 'New ', buttonText: 'C' }, initial)).toEqual([
      { section: 'hero', key: 'subtitle', value: 'New' },
    ]);
  });

  test('the domain’s messages are shown per field', () => {
    expect(fieldErrors('contact', { phone: '780 555 0142', email: 'nope', location: ' ' })).toEqual({
      phone: SITE_CONTENT_MESSAGES.phone,
      email: SITE_CONTENT_MESSAGES.email,
      location: SITE_CONTENT_MESSAGES.empty,
    });
    expect(fieldErrors('hero', { buttonText: 'x'.repeat(41) })).toEqual({ buttonText: SITE_CONTENT_MESSAGES.tooLong(40) });
  });
});

describe('logo and video addresses', () => {
  test("'Update Logo' needs an https link or an upload", () => {
    expect(logoUrlError('')).toBe(SITE_CONTENT_MESSAGES.imageUrl);
    expect(logoUrlError('http://example.com/logo.png')).toBe(SITE_CONTENT_MESSAGES.imageUrl);
    expect(logoUrlError('javascript:alert(1)')).toBe(SITE_CONTENT_MESSAGES.imageUrl);
    expect(logoUrlError('https://cdn.example.com/logo.png')).toBeNull();
    expect(logoUrlError('/media/abc123.png')).toBeNull();
  });

  test('the video link must be one video of a video site, which the hero can play', () => {
    expect(videoUrlError(' ')).toBe(SITE_CONTENT_MESSAGES.videoUrl);
    expect(videoUrlError('https://example.com/clip.mp4')).toBe(SITE_CONTENT_MESSAGES.videoUrl);
    expect(videoUrlError('https://youtu.be/abc')).toBe(SITE_CONTENT_MESSAGES.videoUrl);
    expect(videoUrlError('https://www.youtube.com/@WabamunFishing')).toBe(SITE_CONTENT_MESSAGES.videoUrl);
    expect(videoUrlError('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(videoUrlError('https://vimeo.com/76979871')).toBeNull();
  });

  test('the Hero Video toggle starts on the kind of video that is stored', () => {
    expect(videoSourceOf('/media/abc.mp4')).toBe('upload');
    expect(videoSourceOf('https://vimeo.com/1')).toBe('link');
    expect(videoSourceOf(undefined)).toBe('link');
  });
});

describe('uploads', () => {
  test('the upload refusal messages before anything is sent', () => {
    expect(fileProblem({ type: 'image/png', size: 6 * MB }, 'image')).toEqual({
      title: 'File too large',
      description: 'Please choose an image smaller than 5MB',
    });
    expect(fileProblem({ type: 'image/png', size: MB }, 'video')).toEqual({
      title: 'Invalid file',
      description: 'Please upload a video file',
    });
    expect(fileProblem({ type: 'application/pdf', size: 10 }, 'image')?.title).toBe('Invalid file');
    expect(fileProblem({ type: 'image/jpeg', size: 5 * MB }, 'image')).toBeNull();
    expect(fileProblem({ type: 'video/mp4', size: 49 * MB }, 'video')).toBeNull();
    expect(fileProblem({ type: 'video/mp4', size: 51 * MB }, 'video')?.title).toBe('File too large');
  });

  test("the server's refusal becomes the toast", () => {
    const tooLarge = new ApiError(
      413,
      JSON.stringify({ message: 'File too large: Please choose an image smaller than 5MB' }),
      'Payload Too Large',
    );
    expect(uploadFailureToast(tooLarge)).toEqual({ title: 'File too large', description: 'Please choose an image smaller than 5MB' });
    expect(uploadFailureToast(new ApiError(415, JSON.stringify({ message: 'Please upload a video file' }), ''))).toEqual({
      title: 'Upload Failed',
      description: 'Please upload a video file',
    });
    expect(uploadFailureToast(new Error('The upload could not reach the server.')).description).toBe(
      'The upload could not reach the server.',
    );
  });

  test('progress is shown as a whole percentage', () => {
    expect(percent(0)).toBe('0%');
    expect(percent(0.426)).toBe('43%');
    expect(percent(1.2)).toBe('100%');
  });
});

describe('server refusals', () => {
  test("a 400's field message lands under the entry that failed", () => {
    const refusal = new ApiError(400, JSON.stringify({ message: 'x', errors: { value: SITE_CONTENT_MESSAGES.phone } }), 'Bad Request');
    const error = new SiteContentSaveError('phone', refusal);
    expect(serverFieldErrors(error)).toEqual({ phone: SITE_CONTENT_MESSAGES.phone });
    expect(saveErrorStatus(error)).toBe(400);
  });

  test('other failures carry no field message', () => {
    expect(serverFieldErrors(new SiteContentSaveError('title', new ApiError(500, 'boom', '')))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(saveErrorStatus(new SiteContentSaveError('title', new ApiError(401, '', 'Unauthorized')))).toBe(401);
  });
});
