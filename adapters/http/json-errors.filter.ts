import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ConcurrencyError } from '../../application/ports/event-store';
import { FieldErrors } from '../../application/shared/field-errors';
import { DomainError, IllegalTransitionError } from '../../domain/shared/decider';
import { redactText, redactUrl } from '../logging/redact';
import { isDatabaseUnavailable } from '../persistence/database-errors';
import { requestIdOf } from './request-id';

/** The body of every error answer: `{ message, errors?, requestId? }`, the same on every route. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** The same as the X-Request-Id header: what a visitor quotes so that the log line can be found. */
  requestId?: string;
  /** Facts a refusal carries beside its message (DomainError.details), e.g. `priceDifferenceCents`. */
  [fact: string]: unknown;
}

/**
 * HTTP status of each refusal code. By convention a code ending in `-not-found` is a 404 and one
 * ending in `-conflict` (a taken name, a record still in use) a 409; any other refusal is a 400.
 */
const STATUS_OF_CODE: Record<string, number> = {
  'wrong-credentials': HttpStatus.UNAUTHORIZED,
  'sign-in-throttled': HttpStatus.TOO_MANY_REQUESTS,
  'duplicate-username': HttpStatus.CONFLICT,
  'media-too-large': HttpStatus.PAYLOAD_TOO_LARGE,
  'media-unsupported': HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  'card-declined': HttpStatus.PAYMENT_REQUIRED,
  'too-many-holds': HttpStatus.TOO_MANY_REQUESTS,
  'too-many-waitlist-joins': HttpStatus.TOO_MANY_REQUESTS,
};

/** What a visitor is told while the database cannot be reached (stopped, restarting, frozen). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The booking system is briefly unavailable. Please try again in a minute.';
/** Seconds a client is asked to wait before trying again: a restarted database is usually back by then. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Turns every error into JSON with the right status; unexpected ones are logged, never leaked. */
@Catch()
export class JsonErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const [status, body] = this.toAnswer(error, request);
    const requestId = requestIdOf(request);
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
    if (status === HttpStatus.SERVICE_UNAVAILABLE && isDatabaseUnavailable(error)) {
      // One line without a stack: an outage fails every request the same way, and the stacks say nothing more.
      const path = redactUrl(request.originalUrl);
      const reason = redactText(error instanceof Error ? error.message : String(error));
      this.logger.warn(`${request.method} ${path} answered 503: the database is unavailable (${reason})`, { requestId });
    } else if (status >= 500) {
      // The address without its secrets (a client secret in the query); the logger redacts the error's text.
      const path = redactUrl(request.originalUrl);
      this.logger.error(`${request.method} ${path} failed`, { method: request.method, path, status, requestId }, errorText(error));
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE && isPageRequest(request)) {
      // A page (a link from an email, a waiver copy) opened in a browser gets a page, not JSON.
      response.status(status).type('html').send(unavailablePage(body.message));
      return;
    }
    response.status(status).json(requestId === undefined ? body : { ...body, requestId });
  }

  private toAnswer(error: unknown, request: Request): [number, ErrorBody] {
    // Answered like a body its DTO refused, so the form shows each message beside its field.
    if (error instanceof FieldErrors) return [HttpStatus.BAD_REQUEST, { message: error.message, errors: { ...error.errors } }];
    if (error instanceof DomainError) {
      const status = error instanceof IllegalTransitionError ? HttpStatus.CONFLICT : statusOfCode(error.code);
      return [status, { ...(error.details ?? {}), message: error.message }];
    }
    if (error instanceof ConcurrencyError) {
      return [HttpStatus.CONFLICT, { message: 'Someone else changed this at the same time. Please try again.' }];
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const response = error.getResponse();
      if (status === HttpStatus.NOT_FOUND && isRouteNotFound(response)) {
        return [status, { message: request.path.startsWith('/api') ? `No API route ${request.method} ${request.path}` : 'Not found' }];
      }
      if (typeof response === 'object' && response !== null && 'errors' in response) {
        return [status, response as ErrorBody];
      }
      return [status, { message: error.message }];
    }
    if (isDatabaseUnavailable(error)) return [HttpStatus.SERVICE_UNAVAILABLE, { message: DATABASE_UNAVAILABLE_MESSAGE }];
    return [HttpStatus.INTERNAL_SERVER_ERROR, { message: 'Something went wrong on our side. Please try again.' }];
  }
}

function isPageRequest(request: Request): boolean {
  return (
    !(request.path === '/api' || request.path.startsWith('/api/')) &&
    request.method === 'GET' &&
    request.accepts(['json', 'html']) === 'html'
  );
}

function unavailablePage(message: string): string {
  const text = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Briefly unavailable</title></head><body><main><h1>Briefly unavailable</h1><p>${text}</p></main></body></html>`;
}

/** A stack when there is one: the logger prints a string after the params as the line's stack. */
function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

/** A refusal that says when to ask again (a throttled sign-in, a send limit) carries `retryAfterSeconds`. */
function retryAfterOf(error: unknown): number | undefined {
  if (isDatabaseUnavailable(error)) return DATABASE_RETRY_AFTER_SECONDS;
  if (!(error instanceof DomainError) || !('retryAfterSeconds' in error)) return undefined;
  return typeof error.retryAfterSeconds === 'number' ? error.retryAfterSeconds : undefined;
}

function statusOfCode(code: string): number {
  if (STATUS_OF_CODE[code]) return STATUS_OF_CODE[code];
  if (code.endsWith('-not-found')) return HttpStatus.NOT_FOUND;
  if (code.endsWith('-conflict')) return HttpStatus.CONFLICT;
  return HttpStatus.BAD_REQUEST;
}

function isRouteNotFound(response: unknown): boolean {
  const message = typeof response === 'object' && response !== null ? (response as { message?: unknown }).message : response;
  return typeof message === 'string' && message.startsWith('Cannot ');
}
