import { describe, expect, test } from '@jest/globals';
import { judgeUpload, MEDIA_LIMITS, MEDIA_MESSAGES, sniffMedia, variantWidths } from './media-rules';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** An ISO 'ftyp' box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => bytes(u32(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 2, 0], ...compatible);
/** An EBML header with the given DocType, as WebM and Matroska files begin. */
const ebml = (docType: string) =>
  bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length],
    docType,
    [0x42, 0x87, 0x81, 0x04],
  );

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32(13), 'IHDR', u32(640), u32(480), [8, 6, 0, 0, 0]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const GIF = bytes('GIF89a', [0x0a, 0x00, 0x0a, 0x00, 0x91, 0x00, 0x00]);
const WEBP = bytes('RIFF', u32(0x24000000), 'WEBP', 'VP8 ', u32(0));

describe('sniffing uploads by their bytes', () => {
  test.each([
    ['PNG', PNG, 'image', 'image/png', 'png'],
    ['JPEG', JPEG, 'image', 'image/jpeg', 'jpg'],
    ['GIF 89a', GIF, 'image', 'image/gif', 'gif'],
    ['GIF 87a', bytes('GIF87a', [1, 0, 1, 0, 0, 0, 0]), 'image', 'image/gif', 'gif'],
    ['WebP lossy', WEBP, 'image', 'image/webp', 'webp'],
    ['WebP lossless', bytes('RIFF', u32(0), 'WEBP', 'VP8L'), 'image', 'image/webp', 'webp'],
    ['WebP extended', bytes('RIFF', u32(0), 'WEBP', 'VP8X'), 'image', 'image/webp', 'webp'],
    ['MP4 isom', ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'), 'video', 'video/mp4', 'mp4'],
    ['MP4 mp42', ftyp('mp42', 'mp42', 'isom'), 'video', 'video/mp4', 'mp4'],
    ['MP4 without compatible brands', ftyp('mp41'), 'video', 'video/mp4', 'mp4'],
    ['M4V', ftyp('M4V ', 'M4V ', 'mp42'), 'video', 'video/mp4', 'mp4'],
    ['WebM', ebml('webm'), 'video', 'video/webm', 'webm'],
  ])('%s is accepted', (_name, input, kind, mime, extension) => {
    expect(sniffMedia(input)).toEqual({ kind, mime, extension });
  });

  test.each([
    ['empty', bytes()],
    ['HTML page', bytes('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['SVG (scripts inside; we do not sanitise it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['SVG after an XML declaration', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['AVIF', ftyp('avif', 'avif', 'mif1', 'miaf')],
    ['HEIC', ftyp('heic', 'mif1', 'heic')],
    ['HEIF under a generic major brand', ftyp('mif1', 'mif1', 'heic')],
    ['AVIF listed only as a compatible brand', ftyp('isom', 'avif')],
    ['audio-only MP4 (M4A)', ftyp('M4A ', 'M4A ', 'mp42', 'isom')],
    ['Matroska that is not WebM', ebml('matroska')],
    ['PDF', bytes('%PDF-1.7\n')],
    ['BMP', bytes('BM', [0x36, 0, 0, 0, 0, 0, 0, 0])],
    ['TIFF', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ['RIFF that is not WebP (WAV)', bytes('RIFF', u32(0), 'WAVEfmt ')],
    ['truncated PNG signature', PNG.subarray(0, 6)],
    ['PNG signature without its header chunk', PNG.subarray(0, 12)],
    ['truncated JPEG', JPEG.subarray(0, 3)],
    ['truncated GIF', GIF.subarray(0, 8)],
    ['truncated WebP', WEBP.subarray(0, 12)],
    ['ftyp box longer than the bytes', ftyp('isom', 'isom', 'mp41').subarray(0, 20)],
    ['ftyp box too short to hold a brand', bytes(u32(8), 'ftyp')],
    ['EBML header cut before its DocType', ebml('webm').subarray(0, 12)],
  ])('%s is refused', (_name, input) => {
    expect(sniffMedia(input)).toBeNull();
  });
});

describe('judging an upload', () => {
  const png = sniffMedia(PNG);
  const mp4 = sniffMedia(ftyp('isom'));

  test('an empty upload asks for a file (400)', () => {
    expect(() => judgeUpload(png, 0)).toThrow(expect.objectContaining({ code: 'media-missing', message: MEDIA_MESSAGES.noFile }));
  });

  test.each([
    ['no kind, unknown bytes', null, undefined, MEDIA_MESSAGES.unsupported],
    ['a video was asked for, an image came', png, 'video', 'Please upload a video file'],
    ['a video was asked for, unknown bytes came', null, 'video', 'Please upload a video file'],
    ['an image was asked for, a video came', mp4, 'image', 'Please choose a PNG, JPEG, GIF or WebP image'],
    ['an image was asked for, unknown bytes came', null, 'image', 'Please choose a PNG, JPEG, GIF or WebP image'],
  ] as const)('%s: 415 with its message', (_name, sniffed, kind, message) => {
    expect(() => judgeUpload(sniffed, 100, kind)).toThrow(expect.objectContaining({ code: 'media-unsupported', message }));
  });

  test('limits are 5 MB for images and 50 MB for videos, inclusive', () => {
    expect(judgeUpload(png, MEDIA_LIMITS.image)).toEqual(png);
    expect(judgeUpload(mp4, MEDIA_LIMITS.video, 'video')).toEqual(mp4);
    expect(() => judgeUpload(png, 5 * 1024 * 1024 + 1)).toThrow(
      expect.objectContaining({ code: 'media-too-large', message: 'File too large: Please choose an image smaller than 5MB' }),
    );
    expect(() => judgeUpload(mp4, 50 * 1024 * 1024 + 1)).toThrow(
      expect.objectContaining({ code: 'media-too-large', message: 'File too large: Please choose a video smaller than 50MB' }),
    );
  });

  test('the type is judged before the size: a huge text file is unsupported, not too large', () => {
    expect(() => judgeUpload(null, MEDIA_LIMITS.video * 2)).toThrow(expect.objectContaining({ code: 'media-unsupported' }));
  });
});

describe('web-sized variant widths', () => {
  test.each([
    [4000, [480, 960, 1600]],
    [1601, [480, 960, 1600]],
    [1600, [480, 960]],
    [1000, [480, 960]],
    [481, [480]],
    [480, [480]],
    [300, [300]],
  ])('an image %p wide gets %p', (width, expected) => {
    expect(variantWidths(width)).toEqual(expected);
  });
});
