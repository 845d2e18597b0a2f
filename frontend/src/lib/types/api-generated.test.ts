/// <reference types="node" />
// The SPA's API types must be what openapi-typescript makes of the gateway's committed
// OpenAPI document (services/gateway/openapi.json, itself checked against the running
// gateway by services/gateway/test/openapi.e2e-spec.ts). Fix a failure with `npm run openapi`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const documentFile = resolve(here, '../../../../services/gateway/openapi.json');
const generatedFile = join(here, 'api.generated.ts');
const cli = join(dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')), 'bin/cli.js');

describe('api.generated.ts', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'openapi-types-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is exactly what openapi-typescript generates from the committed OpenAPI document', () => {
    const regenerated = join(scratch, 'api.generated.ts');
    execFileSync(process.execPath, [cli, documentFile, '-o', regenerated], { stdio: 'pipe' });
    expect(readFileSync(generatedFile, 'utf8')).toBe(readFileSync(regenerated, 'utf8'));
    // A child Node process: seconds on a busy 2-core machine, beyond vitest's default 5 s.
  }, 30_000);
});
