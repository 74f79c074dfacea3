import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../shared/tokens';
import { clientAddressOf } from '../http/client-address';

const WINDOW_MS = 60_000;
/** Addresses remembered at once; the oldest is forgotten first, so a flood of addresses costs bounded memory. */
const ADDRESSES_KEPT = 20_000;

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

interface Window {
  start: number;
  count: number;
  /** Requests of the window before, weighed by how much of it still overlaps the last minute. */
  previous: number;
}

/**
 * Requests per minute from one client address to each public checkout call (CHECKOUT_RATE_LIMIT):
 * a sliding-window estimate, so that no burst at a minute's edge gets twice the limit. Kept in
 * this process's memory: with several servers each counts its own share, which the cap on open
 * checkouts (kept in the database) backs up.
 */
@Injectable()
export class CheckoutRateLimit implements CanActivate {
  private readonly windows = new Map<string, Window>();
  private readonly limit: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = this.limitOf(config);
  }

  protected limitOf(config: AppConfig): number {
    return config.checkoutRateLimit;
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const key = `${context.getClass().name}.${context.getHandler().name} ${clientAddressOf(request) ?? 'unknown'}`;
    const now = Date.now();
    const window = this.advance(key, now);
    const estimate = window.previous * (1 - (now - window.start) / WINDOW_MS) + window.count;
    if (estimate >= this.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
      http.getResponse<Response>().setHeader('Retry-After', String(retryAfter));
      throw new HttpException({ message: RATE_LIMIT_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    }
    window.count++;
    return true;
  }

  private advance(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (window) this.windows.delete(key);
    if (!window || now - window.start >= 2 * WINDOW_MS) window = { start: now, count: 0, previous: 0 };
    else if (now - window.start >= WINDOW_MS) window = { start: window.start + WINDOW_MS, count: 0, previous: window.count };
    // Re-inserted last: the map's first entry is always the longest unused.
    this.windows.set(key, window);
    if (this.windows.size > ADDRESSES_KEPT) this.windows.delete(this.windows.keys().next().value!);
    return window;
  }
}

/**
 * The same per-minute limit on the live price (QUOTE_RATE_LIMIT): the form asks for a price as the
 * visitor changes the trip, so it allows more than a checkout, but no script prices the calendar
 * or probes codes at will.
 */
@Injectable()
export class QuoteRateLimit extends CheckoutRateLimit {
  protected override limitOf(config: AppConfig): number {
    return config.quoteRateLimit;
  }
}
