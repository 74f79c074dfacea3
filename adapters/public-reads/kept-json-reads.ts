import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { EncodedAnswer, encodeAnswer, sendAnswer } from './encoded-answer';
import type { KeptAnswers } from './kept-answers';
import type { PublicTag } from './public-tags';

/** One GET of the API whose 200 answer is the same for every visitor, kept until what it shows changes. */
export interface KeptJsonRead {
  readonly path: RegExp;
  readonly tag: PublicTag;
  /**
   * A signed-in reader gets more (drafts, staff settings): only requests without a session are
   * answered from the kept copy, and every answer says that it varies with the cookie.
   */
  readonly perSession?: boolean;
  /** For an answer made now: how long it holds by the clock, besides the changes of its tag. */
  readonly validWhile?: () => () => boolean;
}

export interface KeptJsonReadsOptions {
  readonly reads: readonly KeptJsonRead[];
  readonly answers: KeptAnswers<EncodedAnswer | null>;
  /** Whether the request carries a session cookie (signed in, or was). */
  readonly hasSession: (req: Request) => boolean;
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' };

/**
 * Answers the public JSON reads from memory, before Nest routes them. A miss goes through Nest as
 * ever, once for all the requests that miss together: its 200 answer is taken where Nest hands it
 * to res.json, encoded once (ETag, gzip, brotli) and kept. Any other answer (a 400 for a bad
 * query, a 404, an error with its request id) goes out as Nest made it, and is never shared.
 */
export function keptJsonReads({ reads, answers, hasSession }: KeptJsonReadsOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const read = reads.find((r) => r.path.test(req.path));
    if (!read) return next();
    if (read.perSession) {
      res.vary('Cookie');
      if (hasSession(req)) {
        // A staff answer (drafts, staff settings): no shared cache may keep it.
        res.setHeader('Cache-Control', 'private, no-cache');
        return next();
      }
    }
    const key = req.originalUrl;
    const kept = answers.get(key);
    if (kept) return sendAnswer(req, res, kept);

    let leading = false;
    const produce = () => {
      leading = true;
      return throughNest(req, res, next, read);
    };
    answers.answer(key, produce).then(
      (answer) => {
        if (leading) return;
        // A follower: the leader's answer if it could be shared, else its own way through Nest.
        if (answer) sendAnswer(req, res, answer);
        else next();
      },
      (error: unknown) => (leading ? undefined : next(error)),
    );
  };
}

/** Passes the request on to Nest and takes its 200 answer as the one to keep (and to send). */
function throughNest(req: Request, res: Response, next: NextFunction, read: KeptJsonRead) {
  return new Promise<{ value: EncodedAnswer | null; keep?: { tags: PublicTag[]; validWhile?: () => boolean } }>((resolve) => {
    const json = res.json.bind(res);
    const validWhile = read.validWhile?.();
    res.once('close', () => resolve({ value: null }));
    res.json = (body: unknown) => {
      res.json = json;
      if (res.statusCode !== 200) {
        resolve({ value: null });
        return json(body);
      }
      const headers: Record<string, string> = { ...JSON_HEADERS, ...(read.perSession ? { Vary: 'Cookie' } : {}) };
      encodeAnswer(200, headers, JSON.stringify(body)).then(
        (answer) => {
          resolve({ value: answer, keep: { tags: [read.tag], validWhile } });
          sendAnswer(req, res, answer);
        },
        () => {
          resolve({ value: null });
          json(body);
        },
      );
      return res;
    };
    next();
  });
}
