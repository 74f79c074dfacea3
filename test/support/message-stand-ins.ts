import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** Local stand-ins for the mail server and the Twilio API, driven by the real SDKs (nodemailer, twilio). */

export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string | null; mimeType: string; content: Uint8Array }[];
  /** Every header field by its lower-cased name (the last one of a repeated name). */
  headers: Record<string, string>;
}

/** An SMTP server on a fixed port that can be stopped and started again (a mail server outage). */
export class LocalMailServer {
  readonly received: ReceivedEmail[] = [];
  /** How long each recipient waits for its answer (a slow mail server): a sender killed meanwhile has sent nothing. */
  rcptDelayMs = 0;
  /** Recipients waiting for that answer now. */
  rcptWaiting = 0;
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      // smtp-server's built-in certificate has expired: plain SMTP only.
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      // A stopped server drops the connections still open (the app's mailer keeps its connections
      // pooled between messages), as a mail server that goes down does, instead of waiting 30 s.
      closeTimeout: 500,
      onRcptTo: (_address, _session, callback) => {
        if (this.rcptDelayMs === 0) return callback();
        this.rcptWaiting++;
        setTimeout(() => {
          this.rcptWaiting--;
          callback();
        }, this.rcptDelayMs);
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks))
            .then((mail) => {
              this.received.push({
                from: `${mail.from?.name} <${mail.from?.address}>`,
                to: (mail.to ?? []).map((a) => a.address ?? ''),
                subject: mail.subject ?? '',
                text: mail.text ?? '',
                html: mail.html ?? '',
                attachments: mail.attachments.map((a) => ({
                  filename: a.filename,
                  mimeType: a.mimeType,
                  content: typeof a.content === 'string' ? Buffer.from(a.content, a.encoding ?? 'utf8') : new Uint8Array(a.content),
                })),
                headers: Object.fromEntries(mail.headers.map((h) => [h.key.toLowerCase(), h.value])),
              });
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string): ReceivedEmail[] {
    return this.received.filter((m) => m.to.includes(address));
  }
}

export interface ReceivedSms {
  accountSid: string;
  auth: string;
  to: string;
  from: string;
  body: string;
}

/** Answers POST /2010-04-01/Accounts/{sid}/Messages.json as Twilio does. */
export class LocalTwilio {
  readonly received: ReceivedSms[] = [];
  /** Numbers Twilio refuses with its 400 / 21211 answer. */
  readonly invalidNumbers = new Set<string>();
  /** While set, every message is answered with this error (an outage: Twilio's 503 / 20503). */
  outage: { status: number; code: number; message: string } | undefined;
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void readBody(req).then((raw) => {
        const match = /^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/.exec(req.url ?? '');
        if (req.method !== 'POST' || !match) {
          res
            .writeHead(404, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ code: 20404, message: 'Not found', status: 404 }));
          return;
        }
        if (this.outage) {
          res.writeHead(this.outage.status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ code: this.outage.code, message: this.outage.message, status: this.outage.status }));
          return;
        }
        const form = new URLSearchParams(raw);
        const sms = {
          accountSid: match[1]!,
          auth: req.headers.authorization ?? '',
          to: form.get('To') ?? '',
          from: form.get('From') ?? '',
          body: form.get('Body') ?? '',
        };
        if (this.invalidNumbers.has(sms.to)) {
          res.writeHead(400, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ code: 21211, message: `The 'To' number ${sms.to} is not a valid phone number.`, status: 400 }));
          return;
        }
        this.received.push(sms);
        const sid = `SM${randomBytes(16).toString('hex')}`;
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            sid,
            account_sid: sms.accountSid,
            to: sms.to,
            from: sms.from,
            body: sms.body,
            status: 'queued',
            num_segments: '1',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  to(phone: string): ReceivedSms[] {
    return this.received.filter((m) => m.to === phone);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export const STAND_IN_TWILIO = { authToken: 'twilio-test-token', from: '+15873550100' } as const;

export interface MessagingStandIns {
  readonly mail: LocalMailServer;
  readonly twilio: LocalTwilio;
  /** The Twilio account the app is configured with. */
  readonly accountSid: string;
  /** Filled before the app starts: pass it to useApiApp. */
  readonly env: NodeJS.ProcessEnv;
}

/**
 * Starts a local mail server and Twilio stand-in for a suite and points the app's settings at
 * them (SMTP_URL, TWILIO_*), plus `extraEnv`. Call it before useApiApp: its beforeAll must run
 * first, so that the stand-ins listen before the app reads its settings.
 */
export function useMessagingStandIns(
  extraEnv: NodeJS.ProcessEnv = {},
  channels: { mail?: boolean; sms?: boolean } = {},
): MessagingStandIns {
  const withMail = channels.mail ?? true;
  const withSms = channels.sms ?? true;
  const standIns: MessagingStandIns = {
    mail: new LocalMailServer(),
    twilio: new LocalTwilio(),
    accountSid: `AC${randomBytes(16).toString('hex')}`,
    env: {},
  };
  beforeAll(async () => {
    if (withMail) await standIns.mail.start();
    if (withSms) await standIns.twilio.start();
    Object.assign(standIns.env, extraEnv, {
      ...(withMail ? { SMTP_URL: `smtp://127.0.0.1:${standIns.mail.port}?ignoreTLS=true` } : {}),
      ...(withSms
        ? {
            TWILIO_ACCOUNT_SID: standIns.accountSid,
            TWILIO_AUTH_TOKEN: STAND_IN_TWILIO.authToken,
            TWILIO_FROM: STAND_IN_TWILIO.from,
            TWILIO_API_BASE: `http://127.0.0.1:${standIns.twilio.port}`,
          }
        : {}),
    });
  });
  afterAll(async () => {
    await standIns.mail.stop();
    await standIns.twilio.stop();
  });
  return standIns;
}
