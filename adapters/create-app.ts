import { INestApplication, Logger, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { requireScriptedRequests } from './http/cross-site';
import { JsonErrorsFilter } from './http/json-errors.filter';
import { securityHeaders } from './http/security-headers';
import { spaStatic } from './http/spa-static';
import { pageRenderer } from './seo/page-renderer';
import { validationPipe } from './http/validation';
import { mediaStatic } from './media/media-static';
import { PersistenceOptions } from './persistence/persistence.module';

export interface CreateAppOptions extends PersistenceOptions {
  readonly logger?: LoggerService | false;
}

/** The whole server, as `npm start` runs it and as the API and browser tests start it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    logger: options.logger ?? new Logger(),
    bufferLogs: false,
    // Idle keep-alive sockets would otherwise hold a shutdown (and every test's teardown) for seconds.
    forceCloseConnections: true,
    // Keeps each JSON body's exact bytes as req.rawBody: Stripe signs those, not the parsed object.
    rawBody: true,
  });
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  // Text answers (pages, scripts, styles, JSON) go out compressed: a phone on a slow network gets a
  // third of the bytes. Pictures and videos are already compressed and are left alone, and so are
  // the answers to commands (a few hundred bytes each, where compressing costs more than it saves).
  app.use(compression({ filter: (req, res) => (req.method === 'GET' || req.method === 'HEAD') && compression.filter(req, res) }));
  app.use(securityHeaders({ stripe: Boolean(config.stripeSecretKey) }));
  app.use(requireScriptedRequests);
  // With rawBody on (above), Nest's useBodyParser keeps req.rawBody for the webhook's signature check.
  app.useBodyParser('json', { limit: '1mb' });
  app.useGlobalFilters(new JsonErrorsFilter());
  app.useGlobalPipes(validationPipe());
  app.use(mediaStatic(config.mediaDir));
  app.use(
    spaStatic([
      { prefix: '/admin', dist: config.adminDist },
      { prefix: '/', dist: config.webDist, render: pageRenderer(config.webRenderer) },
    ]),
  );
  const openApi = new DocumentBuilder()
    .setTitle('Wabamun Lake Fishing Tours API')
    .setDescription('Bookings, availability, content and administration of the fishing-tour website.')
    .setVersion('1')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
  app.enableShutdownHooks();
  return app;
}
