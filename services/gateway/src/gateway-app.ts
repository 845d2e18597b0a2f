import { Logger, ValidationPipe, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { logLevels } from '@flowershop/common';
import { GatewayModule } from './app.module.js';
import { GatewayConfig } from './config/gateway.config.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';

const JSON_BODY_LIMIT = '100kb';

/** Builds the HTTP gateway the same way for `npm start`, production and tests. */
export async function createGatewayApp(config: GatewayConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(config), {
    logger: logLevels(config.LOG_LEVEL),
    bodyParser: false,
  });
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(cookieParser());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      stopAtFirstError: true,
    }),
  );
  app.useGlobalFilters(new HttpErrorFilter());
  app.enableShutdownHooks();
  return app;
}

export async function startGateway(config: GatewayConfig): Promise<INestApplication> {
  const app = await createGatewayApp(config);
  await app.listen(config.PORT, config.HOST);
  new Logger('Gateway').log(
    `Gateway listening on http://${config.HOST}:${config.PORT} (transport ${config.TRANSPORT})`,
  );
  return app;
}
