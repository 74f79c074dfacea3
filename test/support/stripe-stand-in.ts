import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/** A form body as Stripe's SDK encodes it (`metadata[bookingId]=...`), nested back into objects. */
export type FormValue = string | { [key: string]: FormValue };
export type FormBody = { [key: string]: FormValue };

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly body: FormBody;
  readonly idempotencyKey: string | undefined;
  readonly authorization: string | undefined;
}

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: { message: string; type: string } | null;
  created: number;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/**
 * A local server standing in for api.stripe.com, enough for the real SDK's PaymentIntents and
 * refunds: ids, client secrets, idempotency keys (same key, same answer), 404 'resource_missing',
 * refunds never above what is left. Tests set payments' outcomes by hand (`succeed`, `decline`),
 * as the visitor's browser would through Stripe.js, and read every request it received.
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, StandInIntent>();
  readonly refunds = new Map<string, StandInRefund>();
  /** The next n reads of a payment answer 500 (Stripe having a bad moment). */
  failNextRetrievals = 0;
  private readonly answered = new Map<string, { params: string; status: number; body: unknown }>();
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      readBody(req)
        .then((text) => this.handle(req, text, res))
        .catch((error: unknown) => answer(res, 500, apiError('api_error', String(error))));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => (this.server ? this.server.close((e) => (e ? reject(e) : resolve())) : resolve()));
  }

  /** What Stripe.js does when the visitor's card is accepted. */
  succeed(id: string): StandInIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`The stand-in has no payment ${id}`);
    Object.assign(intent, { status: 'succeeded', last_payment_error: null });
    return structuredClone(intent);
  }

  decline(id: string, message = 'Your card was declined.'): StandInIntent {
    const intent = this.intents.get(id)!;
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { message, type: 'card_error' } });
    return structuredClone(intent);
  }

  /** A payment made outside this app's checkout (another app on the same Stripe account). */
  foreignIntent(amount: number): StandInIntent {
    const intent = this.newIntent({ amount: String(amount), currency: 'cad', description: 'Not a booking' });
    intent.status = 'succeeded';
    return structuredClone(intent);
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private handle(req: IncomingMessage, text: string, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const idempotencyKey = header(req, 'idempotency-key');
    const body = parseForm(method === 'GET' ? url.search.slice(1) : text);
    this.requests.push({ method, path: url.pathname, body, idempotencyKey, authorization: header(req, 'authorization') });

    if (!/^Bearer sk_test_\w+$/.test(header(req, 'authorization') ?? '')) {
      return answer(res, 401, apiError('invalid_request_error', 'Invalid API Key provided'));
    }
    // As Stripe: a key seen before returns the first answer (the parameters must be the same).
    const replayKey = idempotencyKey && `${method} ${url.pathname} ${idempotencyKey}`;
    if (method === 'POST' && replayKey && this.answered.has(replayKey)) {
      const first = this.answered.get(replayKey)!;
      if (first.params !== text) {
        return answer(
          res,
          400,
          apiError(
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      }
      return answer(res, first.status, first.body, { 'Idempotent-Replayed': 'true' });
    }
    const [status, result] = this.route(method, url.pathname, body);
    if (method === 'POST' && replayKey) this.answered.set(replayKey, { params: text, status, body: structuredClone(result) });
    answer(res, status, result, status >= 500 ? { 'Stripe-Should-Retry': 'false' } : {});
  }

  private route(method: string, path: string, body: FormBody): [number, unknown] {
    if (method === 'POST' && path === '/v1/payment_intents') return [200, this.newIntent(body)];
    const read = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      if (this.failNextRetrievals > 0) {
        this.failNextRetrievals -= 1;
        return [500, apiError('api_error', 'Something went wrong on Stripe’s end.')];
      }
      const intent = this.intents.get(decodeURIComponent(read[1]!));
      return intent ? [200, intent] : [404, apiError('invalid_request_error', `No such payment_intent: '${read[1]}'`, 'resource_missing')];
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) return this.cancelIntent(decodeURIComponent(cancel[1]!));
    if (method === 'POST' && path === '/v1/refunds') return this.newRefund(body);
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...this.refunds.values()]
        .filter((r) => body.payment_intent === undefined || r.payment_intent === body.payment_intent)
        .reverse();
      return [200, { object: 'list', data, has_more: false, url: '/v1/refunds' }];
    }
    return [404, apiError('invalid_request_error', `Unrecognized request URL (${method}: ${path})`)];
  }

  private newIntent(body: FormBody): StandInIntent {
    const id = `pi_${randomHex()}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: String(body.currency),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomHex()}`,
      description: typeof body.description === 'string' ? body.description : null,
      metadata: flat(body.metadata),
      automatic_payment_methods:
        typeof body.automatic_payment_methods === 'object' ? { enabled: body.automatic_payment_methods.enabled === 'true' } : null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(id, intent);
    return intent;
  }

  private cancelIntent(id: string): [number, unknown] {
    const intent = this.intents.get(id);
    if (!intent) return [404, apiError('invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing')];
    if (['succeeded', 'processing', 'canceled'].includes(intent.status)) {
      return [
        400,
        apiError(
          'invalid_request_error',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        ),
      ];
    }
    intent.status = 'canceled';
    return [200, intent];
  }

  private newRefund(body: FormBody): [number, unknown] {
    const intent = this.intents.get(String(body.payment_intent));
    if (!intent) return [404, apiError('invalid_request_error', `No such payment_intent: '${body.payment_intent}'`, 'resource_missing')];
    if (intent.status !== 'succeeded')
      return [400, apiError('invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.')];
    const refunded = [...this.refunds.values()].filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? intent.amount - refunded : Number(body.amount);
    if (amount <= 0 || amount > intent.amount - refunded) {
      return [
        400,
        apiError('invalid_request_error', 'Refund amount is greater than the unrefunded amount on the charge.', 'amount_too_large'),
      ];
    }
    const refund: StandInRefund = {
      id: `re_${randomHex()}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      metadata: flat(body.metadata),
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    return [200, refund];
  }
}

/** `a=1&metadata[bookingId]=x&automatic_payment_methods[enabled]=true` -> nested objects. */
export function parseForm(text: string): FormBody {
  const result: FormBody = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormBody = result;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as FormBody;
    }
    node[path.at(-1)!] = value;
  }
  return result;
}

function flat(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
}

function apiError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomHex()}`, ...headers });
  res.end(JSON.stringify(body));
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function randomHex(): string {
  return randomBytes(12).toString('hex');
}
