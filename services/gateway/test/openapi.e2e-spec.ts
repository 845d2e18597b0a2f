import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { INestApplication } from '@nestjs/common';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Express } from 'express';
import { loadConfig } from '@flowershop/common/config';
import { REPO_ROOT, startStack, type Stack } from '@flowershop/common/testing';
import { GatewayConfig } from '../src/platform/config/gateway.config.js';
import { createGatewayApp } from '../src/gateway-app.js';
import { COMMITTED_OPENAPI_FILE } from '../src/export-openapi.js';
import { call } from './support/http.js';

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const DOCS_ROUTES = new Set(['GET /api/docs', 'GET /api/docs-json', 'GET /api/docs/swagger-initializer.js']);
const ERROR_BODY = '#/components/schemas/ErrorBody';

/** `METHOD /path/{param}` of every route the app's express router really serves. */
async function servedRoutes(app: INestApplication): Promise<string[]> {
  await app.init();
  const router = (app.getHttpAdapter().getInstance() as Express).router as unknown as {
    stack: { route?: { path: string; methods: Record<string, boolean> } }[];
  };
  return router.stack.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
      : [],
  );
}

function operations(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe('gateway OpenAPI document and Swagger UI (real services, TCP)', () => {
  let stack: Stack;
  let document: OpenApiDocument;

  before(async () => {
    stack = await startStack();
    const answer = await call<OpenApiDocument>(stack.baseUrl, '/api/docs-json');
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
    document = answer.body;
  });
  after(async () => stack?.close());

  it('GET /api/docs-json is a valid OpenAPI 3 document', async () => {
    assert.match(document.openapi, /^3\./);
    const result = await new Validator().validate(structuredClone(document) as unknown as Record<string, unknown>);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
  });

  it('is the committed services/gateway/openapi.json (after changing a route: npm run openapi)', () => {
    assert.deepEqual(document, JSON.parse(readFileSync(COMMITTED_OPENAPI_FILE, 'utf8')));
  });

  it("lists exactly the routes the gateway's router serves", async () => {
    const app = await createGatewayApp(loadConfig(GatewayConfig, stack.env));
    try {
      const served = (await servedRoutes(app)).filter((route) => !DOCS_ROUTES.has(route));
      const documented = operations(document).map(([route]) => route);
      assert.ok(served.length > 10, `router routes not found: ${served.join(', ')}`);
      assert.deepEqual([...documented].sort(), [...served].sort());
    } finally {
      await app.close();
    }
  });

  it('gives every route a summary, a success answer and error answers in the shape { statusCode, code, message }', () => {
    for (const [route, operation] of operations(document)) {
      assert.ok(operation.summary?.trim(), `${route} has no summary`);
      const statuses = Object.keys(operation.responses);
      assert.ok(
        statuses.some((status) => /^2\d\d$/.test(status)),
        `${route} documents no success answer`,
      );
      assert.ok(
        statuses.some((status) => /^[45]\d\d$/.test(status)),
        `${route} documents no error answer`,
      );
      for (const status of statuses.filter((code) => /^[45]/.test(code))) {
        const body = operation.responses[status].content?.['application/json']?.schema.$ref;
        assert.equal(body, ERROR_BODY, `${route} ${status} is not documented as the error body`);
        assert.ok(operation.responses[status].description, `${route} ${status} has no description`);
      }
    }
  });

  it('documents bearer-or-cookie auth and 401/403 on exactly the routes that refuse a caller without a token', async () => {
    for (const [route, operation] of operations(document)) {
      const [method, template] = route.split(' ');
      const path = template.replace(/\{\w+\}/g, 'no-such-id');
      const answer = await call(stack.baseUrl, path, { method });
      const secured = (operation.security ?? []).map((requirement) => Object.keys(requirement)[0]).sort();
      if (answer.status === 401 && method !== 'POST') assert.deepEqual(secured, ['adminCookie', 'bearer'], route);
      if (secured.length > 0) {
        assert.equal(answer.status, 401, `${route} is documented as signed-in but answers ${answer.status}`);
        assert.ok(operation.responses['401'] && operation.responses['403'], `${route} lacks 401/403`);
      }
    }
  });

  it('describes multipart bodies with their image parts', () => {
    const form = (route: string) => {
      const [method, path] = route.split(' ');
      return (
        document.paths[path][method.toLowerCase()] as unknown as {
          requestBody: {
            content: Record<string, { schema: { properties: Record<string, unknown>; required?: string[] } }>;
          };
        }
      ).requestBody.content['multipart/form-data'].schema;
    };
    assert.deepEqual(form('POST /api/boxes').properties.image, {
      type: 'string',
      format: 'binary',
      description: 'one image; checked by content, re-encoded to WebP',
    });
    assert.deepEqual(form('POST /api/boxes').required, ['name', 'price', 'image']);
    const occasion = form('POST /api/occasion-products');
    assert.equal((occasion.properties.images as { maxItems: number }).maxItems, 2);
    assert.ok(occasion.properties.category && !form('POST /api/boxes').properties.category);
    assert.equal(form('PUT /api/bouquets/{id}').required, undefined);
  });

  it('serves Swagger UI at /api/docs as HTML that runs under the strict Content-Security-Policy', async () => {
    const page = await call<string>(stack.baseUrl, '/api/docs');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/, `docs page CSP: ${csp}`);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    // Nothing inline: every script and style is a same-origin file.
    assert.doesNotMatch(page.body, /<script(?![^>]*\ssrc=)[^>]*>/i);
    assert.doesNotMatch(page.body, /<style|\sstyle=|\son\w+=/i);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(assets.length >= 5, `assets: ${assets.join(', ')}`);
    for (const asset of assets) {
      assert.match(asset, /^\/api\/docs\//, `${asset} is not served by the gateway`);
      const file = await fetch(`${stack.baseUrl}${asset}`);
      assert.equal(file.status, 200, asset);
      const type = file.headers.get('content-type') ?? '';
      if (asset.endsWith('.js')) assert.match(type, /javascript/, asset);
      if (asset.endsWith('.css')) assert.match(type, /text\/css/, asset);
      const text = await file.text();
      if (asset.endsWith('swagger-initializer.js')) assert.match(text, /url: '\/api\/docs-json'/);
    }
  });
});

describe("the answers' OpenAPI metadata (swagger CLI plugin)", () => {
  it('is what the contract classes give today (after changing one: npm run openapi)', async () => {
    // The plugin reads libs/common's classes again and compares with the committed openapi-metadata.ts.
    const script = join(REPO_ROOT, 'tools', 'openapi-metadata.mjs');
    await assert.doesNotReject(promisify(execFile)(process.execPath, [script, '--check']));
  });
});
