import express, { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The form body of a POST to the pages of private links (the unsubscribe and opt-in links of
 * marketing email): a mail client's one-click unsubscribe says `List-Unsubscribe=One-Click` in
 * it (RFC 8058), the pages' own buttons send nothing. The app's only body parser is otherwise
 * JSON (json-body.ts): only these exact paths take a form body, and only a small one.
 */
export function linkPageForms(paths: readonly string[]): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 10 });
  const exact = new Set(paths.map((p) => p.toLowerCase()));
  return (req: Request, res: Response, next: NextFunction) =>
    req.method === 'POST' && exact.has(req.path.toLowerCase()) ? parse(req, res, next) : next();
}
