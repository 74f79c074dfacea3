import { CROSS_SITE_MESSAGES } from '../cross-site';
import { JSON_BODY_MESSAGES, JSON_BODY_LIMITS } from '../json-body';
import { errorAnswerOf, ErrorStatus } from './api-errors';

/**
 * Answers the app's middleware gives before any controller runs, so no controller decorator can
 * declare them: added here to every operation that can receive them.
 * - The cross-site guard (cross-site.ts) refuses a state-changing request from another site or
 *   without JSON or `X-Requested-With`: 403 on every unsafe method.
 * - The body parser (json-body.ts) refuses a body that is too large (413) or not UTF-8 (415).
 * - Public reads are rate limited and can fail like any other: 429 and 500.
 */
export interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, ResponseObject>;
  [key: string]: unknown;
}
interface ResponseObject {
  description: string;
  content?: Record<string, { schema?: unknown; example?: unknown; examples?: unknown }>;
}

const ERROR_SCHEMA = { $ref: '#/components/schemas/ErrorBodyDto' };
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

const shared = (status: ErrorStatus): ResponseObject => {
  const { description, example } = errorAnswerOf(status);
  return { description, content: { 'application/json': { schema: ERROR_SCHEMA, example } } };
};

const CROSS_SITE: ResponseObject = {
  description: 'Refused by the cross-site guard: sent from another site, or without JSON or the `X-Requested-With` header',
  content: { 'application/json': { schema: ERROR_SCHEMA, example: { message: CROSS_SITE_MESSAGES.unscripted } } },
};
const TOO_LARGE: ResponseObject = {
  description: 'The body is larger than the server takes',
  content: { 'application/json': { schema: ERROR_SCHEMA, example: { message: JSON_BODY_MESSAGES.tooLarge(JSON_BODY_LIMITS.limit) } } },
};
const NOT_UTF8: ResponseObject = {
  description: 'The body is not JSON in UTF-8, or a file type that is not accepted',
  content: { 'application/json': { schema: ERROR_SCHEMA, example: { message: JSON_BODY_MESSAGES.notUtf8 } } },
};

/** Adds `answer` under `status`; where the operation declares that status already, its meaning is widened. */
function addAnswer(operation: OperationObject, status: number, answer: ResponseObject): void {
  const existing = operation.responses[String(status)];
  if (!existing) operation.responses[String(status)] = answer;
  else if (!existing.description.includes(answer.description)) existing.description = `${existing.description}; or: ${answer.description}`;
}

export function declareMiddlewareAnswers(method: string, operation: OperationObject): void {
  const isPublic = operation.security === undefined || operation.security.length === 0;
  if (UNSAFE.has(method)) addAnswer(operation, 403, CROSS_SITE);
  if (operation.requestBody !== undefined) {
    addAnswer(operation, 413, TOO_LARGE);
    addAnswer(operation, 415, NOT_UTF8);
  }
  if (isPublic && method === 'get') {
    if (!operation.responses['429']) operation.responses['429'] = shared(429);
    if (!operation.responses['500']) operation.responses['500'] = shared(500);
  }
  if (isPublic) operation.security = [];
}
