import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sendErrorAnswer } from './request-id';

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';

/**
 * PostgreSQL's text cannot hold U+0000: a value carrying it would reach the database and fail there
 * (a 500). It has no use in any field, so an address whose path or query carries one (`%00`) is
 * refused here with a 400; a JSON body's `\u0000` is refused by the body parser (json-body.ts).
 */
export function refuseNulCharacters(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (/%00/i.test(req.originalUrl)) return sendErrorAnswer(req, res, 400, { message: NUL_MESSAGE });
    next();
  };
}

export const BROKEN_UNICODE_MESSAGE = 'Text may not contain broken Unicode (a lone surrogate such as \\ud800).';

/**
 * What a JSON text carries that no column can store, from the raw bytes: a NUL character
 * (`\u0000`, the only way JSON can carry one) or a lone surrogate (`\ud800` without its pair),
 * which PostgreSQL's jsonb refuses (the events table is jsonb: a 500 otherwise). An escaped
 * backslash followed by `u0000` is two characters of text, not an escape.
 */
export function jsonTextProblem(body: Uint8Array): 'nul' | 'broken-unicode' | null {
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== BACKSLASH) continue;
    const unit = body[i + 1] === U ? hexUnit(body, i + 2) : undefined;
    if (unit === undefined) {
      // Skip the escaped character, whatever it is (a second backslash included).
      i++;
      continue;
    }
    if (unit === 0) return 'nul';
    if (unit >= 0xdc00 && unit <= 0xdfff) return 'broken-unicode';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const low = body[i + 6] === BACKSLASH && body[i + 7] === U ? hexUnit(body, i + 8) : undefined;
      if (low === undefined || low < 0xdc00 || low > 0xdfff) return 'broken-unicode';
      i += 6;
    }
    i += 5;
  }
  return null;
}

function hexUnit(body: Uint8Array, at: number): number | undefined {
  if (at + 4 > body.length) return undefined;
  const text = String.fromCharCode(body[at]!, body[at + 1]!, body[at + 2]!, body[at + 3]!);
  return /^[0-9a-fA-F]{4}$/.test(text) ? parseInt(text, 16) : undefined;
}

const BACKSLASH = 0x5c;
const U = 0x75;
