import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** What each error answer means, with the example every client generator and reader is shown. */
const ERRORS: Record<ErrorStatus, { description: string; example: ErrorBodyDto }> = {
  400: {
    description: 'The request is invalid: `errors` names each field that failed and why',
    example: {
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address', phone: 'Please enter a valid phone number' },
    },
  },
  401: { description: 'Not signed in, or the session has ended', example: { message: 'Please sign in to continue.' } },
  403: {
    description: 'Signed in, but this account may not do this',
    example: { message: 'Your account may look but not change anything.' },
  },
  404: { description: 'Nothing with that id or name', example: { message: 'Not found' } },
  409: {
    description: 'The change conflicts with the current state (a taken slot or name, a status that does not allow it, a concurrent edit)',
    example: { message: 'Someone else changed this at the same time. Please try again.' },
  },
  413: { description: 'The body or file is too large', example: { message: 'The file is too large' } },
  415: { description: 'The file type is not accepted', example: { message: 'This file type is not supported' } },
  429: {
    description: 'Too many requests: the `Retry-After` header says how many seconds to wait',
    example: { message: 'Too many requests. Please wait a minute and try again.' },
  },
  500: {
    description: 'The server failed; the `requestId` finds its log lines',
    example: { message: 'Something went wrong on our side. Please try again.' },
  },
  503: { description: 'A service this needs is not available', example: { message: 'Not ready: database' } },
};

/** The description and example of a shared error answer (declared-answers.ts adds them to the document). */
export function errorAnswerOf(status: ErrorStatus): { description: string; example: ErrorBodyDto } {
  return ERRORS[status];
}

/** Declares error answers of an operation, each with the shared error body and its example. */
export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map((status) => ApiErrorAnswer(status, ERRORS[status].description, ERRORS[status].example)));
}

/** One error answer whose meaning on this operation differs from the shared one above. */
export function ApiErrorAnswer(status: number, description: string, example: ErrorBodyDto): MethodDecorator & ClassDecorator {
  return ApiResponse({
    status,
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBodyDto' }, example } },
  });
}
