import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** Below this a compressed copy saves less than it costs (the compression middleware's threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * An answer as it is kept: its status, headers and body, with the body's compressed copies made
 * once when it was produced, and its validator.
 */
export interface EncodedAnswer {
  readonly status: number;
  /** Content-Type, Cache-Control, Location, Vary...: never per-request ones (X-Request-Id, cookies). */
  readonly headers: Readonly<Record<string, string>>;
  /** Weak: the gzip and brotli copies are the same answer. Only for a 200. */
  readonly etag?: string;
  readonly identity: Buffer;
  readonly gzip?: Buffer;
  readonly br?: Buffer;
}

/** Marks an answer that carries its own encodings, so the compression middleware leaves it alone. */
const encodedAnswers = new WeakSet<Response>();

export async function encodeAnswer(status: number, headers: Record<string, string>, body: string | Buffer): Promise<EncodedAnswer> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const etag =
    status === 200 ? `W/"${identity.length.toString(16)}-${createHash('sha1').update(identity).digest('base64url')}"` : undefined;
  if (identity.length < COMPRESS_FROM_BYTES) return { status, headers, etag, identity };
  const [gz, br] = await Promise.all([
    gzipped(identity, { level: 9 }),
    brotlied(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { status, headers, etag, identity, gzip: gz, br };
}

export function bytesOf(answer: EncodedAnswer | null): number {
  if (!answer) return 0;
  return answer.identity.length + (answer.gzip?.length ?? 0) + (answer.br?.length ?? 0) + 512;
}

/** Whether this response is a kept answer sent by sendAnswer (already encoded as the client accepts). */
export function isEncodedAnswer(res: Response): boolean {
  return encodedAnswers.has(res);
}

/**
 * Sends a kept answer: 304 when the client's copy is current (If-None-Match), else the body in the
 * best encoding the client accepts, with `Vary: Accept-Encoding` as a shared cache needs it.
 */
export function sendAnswer(req: Request, res: Response, answer: EncodedAnswer): void {
  encodedAnswers.add(res);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.vary('Accept-Encoding');
  if (answer.etag) {
    res.setHeader('ETag', answer.etag);
    if (matches(req.headers['if-none-match'], answer.etag)) {
      for (const name of ['Content-Type', 'Content-Length', 'Content-Encoding']) res.removeHeader(name);
      res.status(304).end();
      return;
    }
  }
  const encoding = answer.gzip || answer.br ? acceptedEncoding(req, answer) : undefined;
  const body = (encoding && answer[encoding]) ?? answer.identity;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  else res.removeHeader('Content-Encoding');
  res.setHeader('Content-Length', body.length);
  res.status(answer.status);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

function acceptedEncoding(req: Request, answer: EncodedAnswer): 'br' | 'gzip' | undefined {
  // No Accept-Encoding at all: plain, as the compression middleware answers it.
  if (!req.headers['accept-encoding']) return undefined;
  const offered = [...(answer.br ? ['br'] : []), ...(answer.gzip ? ['gzip'] : []), 'identity'];
  const chosen = req.acceptsEncodings(offered);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** If-None-Match against a weak validator: the weak comparison, any of a list, or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}
