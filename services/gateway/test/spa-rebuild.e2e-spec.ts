import assert from 'node:assert/strict';
import { cpSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { REPO_ROOT, startStack, tempDir, type Stack } from '@flowershop/common/testing';

/**
 * A rebuild of the SPA under a running shop (a second `npm start`, `npm run build`) replaces the
 * hashed chunks; the page must name the new ones, not the ones the gateway read at its start.
 */
describe('the SPA rebuilt under a running gateway', () => {
  const spa = tempDir('flowershop-spa-');
  let stack: Stack;
  const page = async () => {
    const answer = await fetch(`${stack.baseUrl}/bouquets`, { headers: { accept: 'text/html' } });
    assert.equal(answer.status, 200);
    return await answer.text();
  };

  before(async () => {
    cpSync(join(REPO_ROOT, 'frontend', 'dist'), spa.path, { recursive: true });
    stack = await startStack({ env: { STATIC_DIR: spa.path } });
  });
  after(async () => {
    await stack?.close();
    spa.remove();
  });

  it('serves the new index.html from the next page load on', async () => {
    const first = await page();
    assert.match(first, /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js">/);

    const indexFile = join(spa.path, 'index.html');
    const rebuilt = readFileSync(indexFile, 'utf8').replace(/\/assets\/index-[^"]+\.js/, '/assets/index-REBUILT.js');
    writeFileSync(indexFile, rebuilt);
    const later = new Date(Date.now() + 2000);
    utimesSync(indexFile, later, later);

    const second = await page();
    assert.match(second, /src="\/assets\/index-REBUILT\.js"/);
    assert.match(second, /<meta name="csp-nonce" content="[^"]+" \/>/, 'still with its nonce');
  });
});
