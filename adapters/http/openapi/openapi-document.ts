import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

/** The security scheme's name in the document: the signed-in session's cookie. */
export const SESSION_SECURITY_SCHEME = 'session';

/**
 * The OpenAPI document served at /api/docs/openapi.json, from which the front ends' API types are
 * generated (test/api/openapi.api.test.ts keeps browser-kit/src/api/api-schema.ts in step with it).
 */
export function serveOpenApi(app: INestApplication, sessionCookieName: string): void {
  const config = new DocumentBuilder()
    .setTitle('Wabamun Lake Fishing Tours API')
    .setDescription(
      'Bookings, availability, content and administration of the fishing-tour website. ' +
        'Every error answer is `{ message, errors?, requestId? }`; state-changing calls must send JSON or `X-Requested-With`.',
    )
    .setVersion('1')
    .addCookieAuth(
      sessionCookieName,
      { type: 'apiKey', in: 'cookie', name: sessionCookieName, description: 'Set by POST /api/auth/login' },
      SESSION_SECURITY_SCHEME,
    )
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config, { extraModels: [ErrorBodyDto] }), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}
