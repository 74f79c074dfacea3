import { describe, expect, test } from '@jest/globals';
import { ArgumentsHost, BadRequestException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { FieldErrors, withFieldErrors } from '../../application/shared/field-errors';
import { DomainError } from '../../domain/shared/decider';
import { JsonErrorsFilter } from './json-errors.filter';
import { requestIds } from './request-id';

interface Answer {
  status?: number;
  body?: unknown;
  headers: Record<string, string>;
}

/** The answer the filter writes for `error`, to a JSON request that went through the request-id middleware. */
function answerTo(error: unknown, requestId = 'req-1'): Answer {
  const answer: Answer = { headers: {} };
  const request = {
    method: 'POST',
    path: '/api/quote',
    originalUrl: '/api/quote',
    get: (name: string) => (name.toLowerCase() === 'x-request-id' ? requestId : undefined),
    accepts: () => 'json',
  } as unknown as Request;
  const response = {
    setHeader: (name: string, value: string) => (answer.headers[name] = value),
    status(status: number) {
      answer.status = status;
      return this;
    },
    json(body: unknown) {
      answer.body = body;
      return this;
    },
  } as unknown as Response;
  requestIds()(request, response, () => undefined);
  const host = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ArgumentsHost;
  new JsonErrorsFilter().catch(error, host);
  return answer;
}

describe('FieldErrors through the exception filter', () => {
  test('is a 400 naming each field, its message first, then the request id', () => {
    const answer = answerTo(new FieldErrors({ date: 'Please choose a date', people: 'At most 6 people' }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toBe(
      JSON.stringify({
        message: 'Please choose a date',
        errors: { date: 'Please choose a date', people: 'At most 6 people' },
        requestId: 'req-1',
      }),
    );
  });

  test('answers byte for byte what a controller mapping to a BadRequestException answered', () => {
    const cases: [FieldErrors, ConstructorParameters<typeof BadRequestException>[0]][] = [
      [FieldErrors.on('time', 'Not in the morning'), { message: 'Not in the morning', errors: { time: 'Not in the morning' } }],
      [
        new FieldErrors({ body: 'Content is required', subject: 'Subject is required' }, 'Subject is required'),
        {
          message: 'Subject is required',
          errors: { body: 'Content is required', subject: 'Subject is required' },
        },
      ],
    ];
    for (const [fieldErrors, body] of cases) {
      const now = answerTo(fieldErrors);
      const before = answerTo(new BadRequestException(body));
      expect(now.status).toBe(before.status);
      expect(JSON.stringify(now.body)).toBe(JSON.stringify(before.body));
    }
  });

  test('a field without a message is not named, and the first named one speaks for the whole', () => {
    const answer = answerTo(new FieldErrors({ firstName: undefined, email: 'Please enter a valid email address' }));
    expect(answer.body).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
      requestId: 'req-1',
    });
  });

  test('with no field named, the message says the request is not valid', () => {
    expect(answerTo(new FieldErrors({})).body).toEqual({ message: 'The request is not valid', errors: {}, requestId: 'req-1' });
  });

  test('a domain refusal that is not mapped stays a refusal without `errors`', () => {
    const answer = answerTo(new DomainError('site-content-invalid', 'Invalid Format'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Invalid Format', requestId: 'req-1' });
  });
});

describe('withFieldErrors', () => {
  class Refused extends DomainError {
    constructor(readonly field: string) {
      super('refused', `Bad ${field}`);
    }
  }
  const asFields = (error: unknown) => (error instanceof Refused ? FieldErrors.on(error.field, error.message) : undefined);

  test('maps a synchronous refusal it recognises, at once, and returns a value as it is', () => {
    expect(withFieldErrors(() => 42, asFields)).toBe(42);
    let thrown: unknown;
    try {
      withFieldErrors(() => {
        throw new Refused('date');
      }, asFields);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FieldErrors);
    expect(thrown).toMatchObject({ message: 'Bad date', errors: { date: 'Bad date' } });
  });

  test('maps a rejection it recognises, and leaves any other error as it is', async () => {
    await expect(withFieldErrors(() => Promise.reject(new Refused('days.monday')), asFields)).rejects.toMatchObject({
      name: 'FieldErrors',
      message: 'Bad days.monday',
      errors: { 'days.monday': 'Bad days.monday' },
    });
    const other = new Error('database down');
    await expect(withFieldErrors(() => Promise.reject(other), asFields)).rejects.toBe(other);
    expect(() =>
      withFieldErrors(() => {
        throw other;
      }, asFields),
    ).toThrow(other);
  });
});
