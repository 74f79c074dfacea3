import type { Request } from 'express';

/** What the conditional and Range headers of a request decide about a file of this ETag, date and size. */
export type MediaAnswer =
  { readonly status: 200 } | { readonly status: 206; readonly start: number; readonly end: number } | { readonly status: 304 | 412 | 416 };

export interface FileVersion {
  readonly etag: string;
  readonly lastModified: Date;
  readonly size: number;
}

/**
 * The rules `send` (behind express.static) applied when the files were on disk: a failed If-Match
 * or If-Unmodified-Since is 412; a matching If-None-Match, or without one a If-Modified-Since not
 * older than the file, is 304; one satisfiable range is 206, none 416, several (or a stale
 * If-Range) the whole file.
 */
export function decide(req: Request, file: FileVersion): MediaAnswer {
  const ifMatch = req.get('if-match');
  if (ifMatch !== undefined ? !matches(ifMatch, file.etag) : isAfter(file.lastModified, req.get('if-unmodified-since'))) {
    return { status: 412 };
  }
  const ifNoneMatch = req.get('if-none-match');
  if (ifNoneMatch !== undefined ? matches(ifNoneMatch, file.etag) : notAfter(file.lastModified, req.get('if-modified-since'))) {
    return { status: 304 };
  }
  const range = req.get('range');
  if (!range || !rangeStillApplies(req.get('if-range'), file)) return { status: 200 };
  return parseRange(range, file.size);
}

function parseRange(header: string, size: number): MediaAnswer {
  const match = /^bytes=(.+)$/i.exec(header.trim());
  if (!match) return { status: 200 };
  const ranges: { start: number; end: number }[] = [];
  for (const spec of match[1]!.split(',')) {
    const parts = /^\s*(\d*)-(\d*)\s*$/.exec(spec);
    if (!parts || (parts[1] === '' && parts[2] === '')) return { status: 200 };
    let start: number;
    let end: number;
    if (parts[1] === '') {
      start = size - Number(parts[2]);
      end = size - 1;
    } else {
      start = Number(parts[1]);
      end = parts[2] === '' ? size - 1 : Math.min(Number(parts[2]), size - 1);
    }
    start = Math.max(start, 0);
    if (start <= end && start < size) ranges.push({ start, end });
  }
  if (ranges.length === 0) return { status: 416 };
  return ranges.length === 1 ? { status: 206, ...ranges[0]! } : { status: 200 };
}

/** An If-Range names the ETag or the date of the version the client has part of. */
function rangeStillApplies(ifRange: string | undefined, file: FileVersion): boolean {
  if (ifRange === undefined) return true;
  if (ifRange.includes('"')) return ifRange.trim() === file.etag;
  return notAfter(file.lastModified, ifRange);
}

/** A list of ETags (or `*`) holds this one; weak ones compare by their value. */
function matches(list: string, etag: string): boolean {
  if (list.trim() === '*') return true;
  return list.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** HTTP dates have whole seconds: the file's date is compared at that precision. */
function notAfter(lastModified: Date, header: string | undefined): boolean {
  const date = header === undefined ? NaN : Date.parse(header);
  return !Number.isNaN(date) && Math.floor(lastModified.getTime() / 1000) * 1000 <= date;
}

function isAfter(lastModified: Date, header: string | undefined): boolean {
  const date = header === undefined ? NaN : Date.parse(header);
  return !Number.isNaN(date) && Math.floor(lastModified.getTime() / 1000) * 1000 > date;
}
