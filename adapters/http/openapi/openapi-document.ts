import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_TAGS, tagOfController } from './api-tags';
import { declareMiddlewareAnswers, OperationObject } from './declared-answers';
import { ErrorBodyDto } from './error-body.dto';
import { operationKey, readableOperationIds } from './operation-ids';
import { withDirectRefs } from './single-refs';

/** The security scheme's name in the document: the signed-in session's cookie. */
export const SESSION_SECURITY_SCHEME = 'session';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/**
 * The OpenAPI document of the API, from the controllers and DTOs. Version 3.1: in 3.0, `nullable`
 * beside a `$ref` is dropped, so strict validators refused the real `null` of `referralCode`,
 * `offer`, `attachment`...; for 3.1 @nestjs/swagger writes every `nullable: true` property as
 * `anyOf: [{ $ref }, { type: 'null' }]` or `type: [T, 'null']`, which Redocly, Spectral, Ajv and
 * openapi-typescript (`X | null`) all read alike. On top: readable operationIds (operation-ids.ts),
 * one tag per business area (api-tags.ts), the middleware's answers and `security: []` on public
 * operations (declared-answers.ts), direct references (single-refs.ts).
 * docs/api/openapi.json is this document, written by `npm run api:docs`.
 */
export function buildOpenApiDocument(app: INestApplication, sessionCookieName: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Wabamun Lake Fishing Tours API')
    .setDescription(
      'Bookings, availability, content and administration of the fishing-tour website. ' +
        'Every error answer is `{ message, errors?, requestId? }`; state-changing calls must send JSON or `X-Requested-With`.',
    )
    .setVersion('1')
    .addServer('/', 'The site that serves this document')
    .addCookieAuth(
      sessionCookieName,
      { type: 'apiKey', in: 'cookie', name: sessionCookieName, description: 'Set by POST /api/auth/login' },
      SESSION_SECURITY_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorBodyDto], operationIdFactory: operationKey });
  // Not open source: package.json's licence is UNLICENSED, a name with no address to link.
  document.info.license = { name: 'UNLICENSED' };
  const operations = Object.values(document.paths).flatMap((item) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, OperationObject | undefined>)[method];
      return operation ? [{ method, operation }] : [];
    }),
  );
  const names = readableOperationIds(operations.map(({ operation }) => operation.operationId ?? ''));
  for (const { method, operation } of operations) {
    const key = operation.operationId ?? '';
    const tag = tagOfController(key.split('.')[0] ?? '');
    operation.operationId = names.get(key);
    operation.tags = tag ? [tag] : [];
    declareMiddlewareAnswers(method, operation);
  }
  const used = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
  document.tags = API_TAGS.filter((tag) => used.has(tag.name)).map(({ name, description }) => ({ name, description }));
  return withDirectRefs(document);
}

/** Serves the document at /api/docs/openapi.json, from which the front ends' API types are generated (`npm run api:types`). */
export function serveOpenApi(app: INestApplication, sessionCookieName: string): void {
  let document: OpenAPIObject | undefined;
  SwaggerModule.setup('api/docs', app, () => (document ??= buildOpenApiDocument(app, sessionCookieName)), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}
