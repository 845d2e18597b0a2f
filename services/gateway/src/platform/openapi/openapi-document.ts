import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import contractMetadata from '@flowershop/common/contracts/openapi-metadata';
import { ADMIN_COOKIE } from '../security/credentials.js';
import { BEARER_SCHEME, COOKIE_SCHEME } from '../auth/require-role.decorator.js';
import { withValidationLimits } from './validation-limits.js';

// What the swagger CLI plugin read from the contract classes (npm run openapi), with their validation limits.
await SwaggerModule.loadPluginMetadata(withValidationLimits(contractMetadata));

/** It reads no setting, so the committed services/gateway/openapi.json can be compared with what a gateway serves. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Flower shop API')
    .setDescription(
      'The REST API of the flower shop gateway. Every error answers `{ statusCode, code, message }`. ' +
        'Admin routes take the admin token as a bearer header or as the httpOnly cookie set at admin sign-in.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'Token from a sign-in answer' }, BEARER_SCHEME)
    .addCookieAuth(
      ADMIN_COOKIE,
      { type: 'apiKey', in: 'cookie', name: ADMIN_COOKIE, description: 'Set by POST /api/auth/admin/login' },
      COOKIE_SCHEME,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // By name, so that a diff of the committed copy shows only real changes.
  const schemas = Object.entries(document.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b));
  document.components = { ...document.components, schemas: Object.fromEntries(schemas) };
  return document;
}
