import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../shared/tokens';
import { clientAddressOf } from '../http/client-address';
import { RateLimitWindows } from './rate-limit-windows';

const WINDOW_MS = 60_000;

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * Requests per minute from one client address to each public checkout call (CHECKOUT_RATE_LIMIT):
 * a sliding-window estimate, so that no burst at a minute's edge gets twice the limit. The windows
 * are in the database (RateLimitWindows), so the limit is the same with one server or several,
 * for one statement per request.
 */
@Injectable()
export class CheckoutRateLimit implements CanActivate {
  private readonly limit: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RateLimitWindows) private readonly windows: RateLimitWindows,
  ) {
    this.limit = this.limitOf(config);
  }

  protected limitOf(config: AppConfig): number {
    return config.checkoutRateLimit;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const key = `${context.getClass().name}.${context.getHandler().name} ${clientAddressOf(request) ?? 'unknown'}`;
    const decision = await this.windows.take(key, this.limit, WINDOW_MS);
    if (!decision.allowed) {
      http.getResponse<Response>().setHeader('Retry-After', String(decision.retryAfterSeconds));
      throw new HttpException({ message: RATE_LIMIT_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
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
