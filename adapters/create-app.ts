import { INestApplication, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { ChatWsAdapter } from './chat/chat-ws-adapter';
import { SchedulerRegistry } from '@nestjs/schedule';
import compression from 'compression';
import type { Request } from 'express';
import { AuthService } from '../application/auth/auth-service';
import { AppModule } from './app.module';
import { REVIEW_LINK_PATH } from '../application/reminders/after-trip';
import { OPT_IN_PATH, UNSUBSCRIBE_PATH } from '../application/campaigns/link-tokens';
import { WAIVER_COPY_PATH } from '../domain/waivers/waiver-page';
import { SessionCookie } from './auth/session-cookie';
import { AppConfig } from './config/app-config';
import { accessLog } from './http/access-log';
import { requireSameOriginRequests } from './http/cross-site';
import { DrainingExpressAdapter, stopSchedules } from './http/graceful-shutdown';
import { JSON_BODY_LIMITS, jsonBodies } from './http/json-body';
import { linkPageForms } from './http/link-page-forms';
import { refuseNulCharacters } from './http/unstorable-text';
import { signedWebhookForms } from './http/signed-webhooks';
import { JsonErrorsFilter } from './http/json-errors.filter';
import { serveOpenApi } from './http/openapi/openapi-document';
import { requestIds } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { applyServerTimeouts } from './http/server-timeouts';
import { publicPageTemplate } from './http/public-page-template';
import { spaStatic } from './http/spa-static';
import { pageRenderer } from './seo/page-renderer';
import { validationPipe } from './http/validation';
import { AppLogger } from './logging/app-logger';
import { mediaStatic } from './media/media-static';
import { SqlMediaFiles } from './media/sql-media-files';
import { PersistenceOptions } from './persistence/persistence.module';
import { isEncodedAnswer } from './public-reads/encoded-answer';
import { keptJsonReads } from './public-reads/kept-json-reads';
import { freshReadModels } from './http/fresh-read-models';
import { READ_YOUR_WRITES } from './shared/tokens';
import { ReadYourWrites } from '../application/process-managers/read-your-writes';
import { PublicReads } from './public-reads/public-reads';

export interface CreateAppOptions extends PersistenceOptions {
  readonly logger?: LoggerService | false;
}

/** The whole server, as `npm start` runs it and as the API and browser tests start it. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  const http = new DrainingExpressAdapter(config.shutdownTimeoutMs);
  const app = await NestFactory.create<NestExpressApplication>(await AppModule.forRoot(config, options), http, {
    logger: options.logger ?? new AppLogger({ format: config.logFormat, level: config.logLevel }),
    bufferLogs: false,
    // Sockets still open when Nest closes the server are destroyed: by then the requests in flight
    // have been answered or given up on (graceful-shutdown.ts), so only idle keep-alive ones remain.
    forceCloseConnections: true,
    // Nest's own parsers include urlencoded, an HTML form's body: jsonBodies (below) is the only one.
    bodyParser: false,
  });
  http.afterDrain(() => stopSchedules(app.get(SchedulerRegistry)));
  // The chat's WebSocket (/ws, adapters/chat) on this same HTTP server: tests that start the app get it too.
  app.useWebSocketAdapter(new ChatWsAdapter(app));
  // Here rather than in main.ts: the tests listen on the app themselves and get the same server.
  applyServerTimeouts(app.getHttpServer());
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  // First, so that every answer, refusals by the middleware below included, has its id and its line.
  app.use(requestIds());
  app.use(accessLog());
  // Text answers (pages, scripts, styles, JSON) go out compressed: a phone on a slow network gets a
  // third of the bytes. Pictures and videos are already compressed and are left alone, and so are
  // the answers to commands (a few hundred bytes each, where compressing costs more than it saves).
  // The public reads kept in memory carry their compressed copies and are sent as they are.
  app.use(
    compression({
      filter: (req, res) => (req.method === 'GET' || req.method === 'HEAD') && !isEncodedAnswer(res) && compression.filter(req, res),
    }),
  );
  const publicPage = publicPageTemplate(config.webDist);
  app.use(securityHeaders({ stripe: config.payments === 'stripe', ...publicPage.hashes }));
  app.use(
    requireSameOriginRequests(config.publicOrigin, { oneClickPosts: [UNSUBSCRIBE_PATH, OPT_IN_PATH], formPosts: [`${WAIVER_COPY_PATH}/`] }),
  );
  app.use(refuseNulCharacters());
  const auth = app.get(AuthService);
  const cookie = new SessionCookie(config.production);
  // Only an admin's body may be large (a blog post); nobody else's is read past the public limit.
  const signedInAdmin = async (req: Request) => (await auth.currentUser(cookie.token(req)))?.role === 'admin';
  app.use(jsonBodies({ ...JSON_BODY_LIMITS, mayExceed: signedInAdmin }));
  app.use(signedWebhookForms());
  app.use(linkPageForms([UNSUBSCRIBE_PATH, OPT_IN_PATH]));
  app.useGlobalFilters(new JsonErrorsFilter());
  app.useGlobalPipes(validationPipe());
  // Before the answers kept in memory (reads): they too must show what this process's commands appended.
  app.use(freshReadModels(app.get<ReadYourWrites>(READ_YOUR_WRITES)));
  const kept = app.get(PublicReads);
  // After the edge's checks (origin, NUL, body limits), before Nest's routing: a kept answer is the cheapest one.
  app.use(keptJsonReads({ reads: kept.jsonReads, answers: kept.json, hasSession: (req) => cookie.token(req) !== undefined }));
  app.use(mediaStatic(app.get(SqlMediaFiles)));
  app.use(
    spaStatic([
      { prefix: '/admin', dist: config.adminDist },
      {
        prefix: '/',
        dist: config.webDist,
        template: publicPage.template,
        render: pageRenderer(config.webRenderer, config.publicOrigin),
        kept: kept.pages,
        except: [UNSUBSCRIBE_PATH, OPT_IN_PATH, REVIEW_LINK_PATH],
        // The private links of waiver copies: pages of the server's own (adapters/waivers/waiver-copy.controller.ts).
        exceptUnder: [`${WAIVER_COPY_PATH}/`],
      },
    ]),
  );
  serveOpenApi(app, cookie.name);
  // Exit 0 once shut down: Nest otherwise re-raises the signal, and the process ends as killed.
  app.enableShutdownHooks([], { useProcessExit: true });
  return app;
}
