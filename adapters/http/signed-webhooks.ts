import express, { NextFunction, Request, RequestHandler, Response } from 'express';

/** The one path of Twilio's inbound-message webhook (adapters/messaging/twilio-inbound.controller.ts). */
export const TWILIO_INBOUND_PATH = '/api/twilio/inbound-sms';

/**
 * Providers that call in with a signed HTML-form body rather than JSON (Twilio's webhooks). Only
 * these exact paths take a form body, and the cross-site check lets them through only with the
 * provider's signature header: the handler then checks that signature and refuses anything else.
 */
const SIGNED_FORM_WEBHOOKS: ReadonlyMap<string, string> = new Map([[TWILIO_INBOUND_PATH, 'x-twilio-signature']]);

/** Twilio's messages are at most 1,600 characters; its form is far below this. */
const FORM_LIMIT = '32kb';

export function isSignedFormWebhook(req: Request): boolean {
  const header = SIGNED_FORM_WEBHOOKS.get(req.path);
  return (
    req.method === 'POST' && header !== undefined && req.get(header) !== undefined && req.is('application/x-www-form-urlencoded') !== false
  );
}

/** Parses the form body of a signed webhook (the app's only body parser is otherwise JSON). */
export function signedWebhookForms(): RequestHandler {
  const parse = express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 100 });
  return (req: Request, res: Response, next: NextFunction) => (isSignedFormWebhook(req) ? parse(req, res, next) : next());
}
