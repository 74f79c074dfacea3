import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { publicOriginOf } from './request-origin';
import { sendErrorAnswer } from './request-id';
import { isSignedFormWebhook } from './signed-webhooks';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGES = {
  foreign: 'Refused: this request came from another site.',
  unscripted: 'Refused: send JSON or the X-Requested-With header with this request.',
} as const;

export interface CrossSiteOptions {
  /**
   * Paths (lower case) a POST may reach from anywhere: a mail client's one-click unsubscribe (RFC
   * 8058) posts a form from the mail provider's servers, with none of the headers asked for below;
   * the pages of the same private links post a plain HTML form, whose Origin is `null` under their
   * no-referrer policy. Such a route must act on nothing but the unguessable token in its address,
   * and only the owner of the mailbox the link was sent to holds it.
   */
  readonly oneClickPosts?: readonly string[];
  /**
   * Path prefixes (lower case) that a plain HTML form of the site's own pages may post to, without
   * a script to add the header asked for below: a page of the server's own that needs no script
   * (the button of a waiver's copy link). The request must still come from this origin, and such
   * a route must act on nothing but the unguessable token in its address.
   */
  readonly formPosts?: readonly string[];
}

/**
 * A state-changing request must come from the site's own pages (on top of the SameSite=Strict cookie):
 * - where the browser says where it comes from, that is this origin: Sec-Fetch-Site is
 *   `same-origin` (a `same-site` page is another origin, such as a subdomain someone else runs)
 *   and Origin is the site's own;
 * - and it carries the JSON content type or the X-Requested-With header, which a plain HTML form
 *   cannot send (this also covers browsers that send neither header above).
 * Every path is checked, not only /api/: Express matches routes regardless of case, so POST
 * /API/packages reaches the same handler. Servers calling in (Stripe's webhook) send no browser
 * headers and send JSON, so they pass; Twilio's form posts pass on their exact path with their
 * signature header, which the handler checks (signed-webhooks.ts).
 */
export function requireSameOriginRequests(siteOrigin: string | undefined, options: CrossSiteOptions = {}): RequestHandler {
  const oneClick = new Set(options.oneClickPosts ?? []);
  const formPosts = options.formPosts ?? [];
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSignedFormWebhook(req)) return next();
    if (req.method === 'POST' && oneClick.has(req.path.toLowerCase())) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    if (
      (fetchSite !== undefined && fetchSite !== 'same-origin') ||
      (origin !== undefined && !sameOrigin(origin, publicOriginOf(req, siteOrigin)))
    ) {
      sendErrorAnswer(req, res, 403, { message: CROSS_SITE_MESSAGES.foreign });
      return;
    }
    if (req.is('application/json') || req.get('x-requested-with')) return next();
    const path = req.path.toLowerCase();
    if (req.method === 'POST' && formPosts.some((prefix) => path.startsWith(prefix))) return next();
    sendErrorAnswer(req, res, 403, { message: CROSS_SITE_MESSAGES.unscripted });
  };
}

/** Compared as origins: `Origin: null` (a sandboxed frame) or anything unparsable matches nothing. */
function sameOrigin(a: string, b: string): boolean {
  return URL.canParse(a) && URL.canParse(b) && new URL(a).origin === new URL(b).origin;
}
