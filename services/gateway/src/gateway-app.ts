import type { Server } from 'node:http';
import { Logger, type INestApplication } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication, NestExpressBodyParserOptionsFor } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import {
  keepCreatedFilesPrivate,
  listenOrExit,
  settleAfterStart,
  stopOnSignals,
  strictValidationPipe,
} from '@flowershop/common/bootstrap';
import { createAppLogger } from '@flowershop/common/logging';
import { GatewayModule } from './app.module.js';
import { answerCachedReadsFirst, type AnswerStep } from './platform/catalog-cache/cached-reads-first.js';
import { CatalogReadCache } from './platform/catalog-cache/catalog-read-cache.js';
import { GatewayConfig } from './platform/config/gateway.config.js';
import { HttpErrorFilter } from './platform/errors/http-error.filter.js';
import { assignRequestId, logWhenAnswered, runUnderRequestId } from './platform/logging/request-ids.js';
import { HttpDrain } from './platform/lifecycle/http-drain.js';
import { setUpApiDocs } from './platform/openapi/api-docs.js';
import { allowedOrigins, trustProxySetting } from './platform/config/address-lists.js';
import { JsonBodyGuard } from './platform/security/json-body.guard.js';
import { refuseDeepJson } from './platform/security/json-depth.js';
import { SameOriginGuard } from './platform/security/same-origin.guard.js';
import { apiNoStore, securityHeaders } from './platform/security/security-headers.js';

const JSON_BODY_LIMIT = '100kb';

/** The same gateway for `npm start`, production and tests; `drain` stops it gently (on SIGTERM). */
export async function createGatewayApp(config: GatewayConfig, drain = new HttpDrain()): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(config), {
    logger: createAppLogger('gateway', { format: config.LOG_FORMAT, level: config.LOG_LEVEL }),
    bodyParser: false,
  });
  // What every answer goes through first, cached catalogue answers included (they skip the rest).
  const firstSteps: AnswerStep[] = [
    drain.middleware,
    assignRequestId,
    securityHeaders(config.COOKIE_SECURE),
    apiNoStore,
  ];
  for (const step of firstSteps) app.use(step);
  // Nest's typings leave out body-parser's `verify` (its rawBody option uses it); we do not.
  const jsonOptions = { limit: JSON_BODY_LIMIT, verify: refuseDeepJson };
  app.useBodyParser('json', jsonOptions as NestExpressBodyParserOptionsFor<'json'>);
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config));
  app.use(cookieParser());
  app.use(runUnderRequestId);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(strictValidationPipe({ stopAtFirstError: true }));
  app.useGlobalGuards(new SameOriginGuard(allowedOrigins(config)), new JsonBodyGuard(app.get(Reflector)));
  app.useGlobalFilters(new HttpErrorFilter());
  setUpApiDocs(app);
  const server = app.getHttpServer() as Server;
  answerCachedReadsFirst(server, app.get(CatalogReadCache), [...firstSteps, logWhenAnswered]);
  // Longer than a client's or proxy's idle reuse (Node's 5 s let a busy client reuse a socket as it
  // closed: "other side closed"); a stop still closes idle connections at once (HttpDrain).
  server.keepAliveTimeout = 65_000;
  return app;
}

export async function startGateway(config: GatewayConfig): Promise<INestApplication> {
  keepCreatedFilesPrivate();
  const drain = new HttpDrain();
  const app = await createGatewayApp(config, drain);
  stopOnSignals(config.SHUTDOWN_GRACE_MS, () => drain.stop(app, config.SHUTDOWN_GRACE_MS));
  await listenOrExit('gateway', { setting: 'PORT', port: config.PORT, host: config.HOST }, () =>
    app.listen(config.PORT, config.HOST),
  );
  settleAfterStart();
  new Logger('Gateway').log(
    `Gateway listening on http://${config.HOST}:${config.PORT} (transport ${config.TRANSPORT})`,
  );
  return app;
}
