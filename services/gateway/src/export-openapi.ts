// `npm run openapi` writes the committed services/gateway/openapi.json (the SPA's API types come from
// it). Nest's preview mode reads the routes without creating controllers or clients.
import { NestFactory } from '@nestjs/core';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@flowershop/common/config';
import { GatewayModule } from './app.module.js';
import { GatewayConfig } from './platform/config/gateway.config.js';
import { buildOpenApiDocument } from './platform/openapi/openapi-document.js';

export const COMMITTED_OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/** One stable text per document, so a diff shows only real changes. */
export function serializeOpenApi(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function exportOpenApi(): Promise<void> {
  const app = await NestFactory.create(GatewayModule.forRoot(loadConfig(GatewayConfig, {})), {
    preview: true,
    logger: ['error'],
  });
  app.setGlobalPrefix('api');
  writeFileSync(COMMITTED_OPENAPI_FILE, serializeOpenApi(buildOpenApiDocument(app)));
  await app.close();
  console.log(`OpenAPI document written to ${COMMITTED_OPENAPI_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await exportOpenApi();
