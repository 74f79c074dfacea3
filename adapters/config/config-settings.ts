import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';

/* The shapes of the settings the configuration reads, the log levels, the default sender, and the refusal of a wrong value. */

export type LogFormat = 'json' | 'text';
export const LOG_THRESHOLDS = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
export type LogThreshold = (typeof LOG_THRESHOLDS)[number];

export interface StripeApiBase {
  readonly protocol: 'http' | 'https';
  readonly host: string;
  readonly port: number;
}

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://...:465; query parameters are nodemailer options (?ignoreTLS=true). */
  readonly url: string;
  /** The sender of every email (MAIL_FROM, default the business name and booking address). */
  readonly from: string;
}

export interface TwilioSettings {
  /** Starts with AC. */
  readonly accountSid: string;
  readonly authToken: string;
  /** The number (E.164) or messaging service id the texts come from. */
  readonly from: string;
  /**
   * Where the Twilio SDK sends its requests instead of https://api.twilio.com (TWILIO_API_BASE):
   * for tests and local stand-ins only, never in production.
   */
  readonly apiBase?: string;
}

export const DEFAULT_MAIL_FROM = `${SITE_DEFAULTS.name} <${SITE_DEFAULTS.email}>`;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
