import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type { Express, Request, Response } from 'express';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { buildOpenApiDocument } from './openapi-document.js';
import { DOCS_INITIALIZER, DOCS_PATH, SWAGGER_UI_HTML, SWAGGER_UI_INITIALIZER } from './swagger-ui-page.js';

// The package's folder only: its index loads the whole 1.4 MB UI bundle into the process.
const swaggerUiAssets = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Before the app listens. Nest's own Swagger UI page has inline styles: the page and its initializer are ours. */
export function setUpApiDocs(app: NestExpressApplication): void {
  // Built on first request, once every route is registered.
  SwaggerModule.setup(DOCS_PATH, app, () => buildOpenApiDocument(app), { ui: false, raw: ['json'] });
  const server = app.getHttpAdapter().getInstance() as Express;
  server.get(DOCS_PATH, (_request: Request, response: Response) => response.type('html').send(SWAGGER_UI_HTML));
  server.get(DOCS_INITIALIZER, (_request: Request, response: Response) =>
    response.type('application/javascript').send(SWAGGER_UI_INITIALIZER),
  );
  app.useStaticAssets(swaggerUiAssets, { prefix: DOCS_PATH, index: false, maxAge: '1h' });
}
