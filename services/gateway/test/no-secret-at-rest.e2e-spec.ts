import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SERVICE_NAMES } from '@flowershop/common/contracts';
import {
  mongoUnavailableReason,
  SHOPPER_ADDRESS,
  SmtpTestServer,
  startStack,
  waitFor,
  type Stack,
} from '@flowershop/common/testing';
import { codeIn } from './support/customer.js';
import { adminLogin, bearer, call, form } from './support/http.js';

/** What the shop's files or database still hold of a secret, by place; empty when nothing. */
type Findings = string[];

/** Collections that may hold a secret on a server that cannot list them (jongodb), besides the outboxes. */
const KNOWN_COLLECTIONS = ['mails', 'processed_events', 'outbox_orphans', 'otp_codes', 'orders'];

/** A code alone in its digits (not part of a longer number, such as a time in milliseconds). */
function patternOf(secret: string): RegExp {
  return /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`) : new RegExp(secret.replace(/[-_]/g, '\\$&'));
}

function search(text: string, place: string, secrets: readonly string[], findings: Findings): void {
  for (const secret of secrets) if (patternOf(secret).test(text)) findings.push(`${place}: ${secret}`);
}

/** Every file under DATA_DIR but the .eml outbox (the delivered mails themselves), as text. */
function searchDataDir(dataDir: string, secrets: readonly string[], findings: Findings): string[] {
  const files = (readdirSync(dataDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(dataDir, file).startsWith('outbox'));
  for (const file of files) search(readFileSync(file, 'latin1'), relative(dataDir, file), secrets, findings);
  return files;
}

/** Every document of every service's database. */
async function searchMongo(stack: Stack, secrets: readonly string[], findings: Findings): Promise<number> {
  const { default: mongoose } = await import('mongoose');
  const client = await new mongoose.mongo.MongoClient(stack.env.MONGO_URL!).connect();
  let documents = 0;
  try {
    for (const service of SERVICE_NAMES) {
      const db = client.db(`${stack.env.MONGO_DB_PREFIX}_${service}`);
      let names: string[];
      try {
        names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((each) => each.name);
      } catch {
        const outboxes = await db.collection<{ _id: string }>('outbox_collections').find().toArray();
        names = [...KNOWN_COLLECTIONS, ...outboxes.map((each) => each._id)];
      }
      for (const name of new Set(names)) {
        const docs = await db.collection(name).find().toArray();
        documents += docs.length;
        search(JSON.stringify(docs), `${service}.${name}`, secrets, findings);
      }
    }
  } finally {
    await client.close();
  }
  return documents;
}

const STORES = [
  { store: 'embedded', transport: 'tcp', title: 'embedded store over tcp (npm start)' },
  { store: 'mongo', transport: 'rmq', title: 'MongoDB-compatible store over RabbitMQ', skip: mongoUnavailableReason() },
] as const;

for (const setup of STORES) {
  describe(`no secret at rest: ${setup.title} (ADR 20)`, { skip: 'skip' in setup && setup.skip }, () => {
    let stack: Stack;
    let smtp: SmtpTestServer;
    const api = <T = any>(path: string, init?: RequestInit) => call<T>(stack.baseUrl, path, init);
    const json = (method: string, token: string, body: unknown): RequestInit => ({
      method,
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify(body),
    });

    before(async () => {
      smtp = await SmtpTestServer.start();
      // Debug: the RPC and event lines too.
      stack = await startStack({
        store: setup.store,
        transport: setup.transport,
        env: { SMTP_URL: smtp.url, LOG_LEVEL: 'debug' },
      });
    });
    after(async () => {
      await stack?.close();
      await smtp?.close();
    });

    it('after a code sign-in, an order and a status change, no code, link token or bearer token is in any data file, document or log line', async () => {
      const shopper = `ann-${randomUUID()}@example.test`;
      const admin = (await adminLogin(stack.baseUrl)).token;
      const keychain = await api('/api/keychains', {
        method: 'POST',
        headers: bearer(admin),
        body: form({ name: 'Star Charm', price: '9.99' }),
      });
      assert.equal(keychain.status, 201, JSON.stringify(keychain.body));

      const anonymous = (body: unknown): RequestInit => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const requested = await api('/api/users/request-otp', anonymous({ email: shopper }));
      assert.equal(requested.status, 200, JSON.stringify(requested.body));
      const code = codeIn((await smtp.nthMailTo(shopper, 1)).text);
      const login = await api<{ token: string }>('/api/users/verify-otp', anonymous({ email: shopper, otp: code }));
      assert.equal(login.status, 200, JSON.stringify(login.body));
      const customer = login.body.token;

      const placed = await api<{ _id: string; orderId: string }>(
        '/api/orders',
        json('POST', customer, {
          form: SHOPPER_ADDRESS,
          delivery: 'delivery',
          cart: [{ productId: (keychain.body as { _id: string })._id, quantity: 1 }],
        }),
      );
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
      const shipped = await api(`/api/orders/${placed.body._id}`, json('PATCH', admin, { status: 'Shipped' }));
      assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
      const tokens = await waitFor(() => {
        const links = smtp
          .mailsTo(shopper)
          .map((mail) => /\/order-status\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1])
          .filter((token) => token !== undefined);
        return links.length === 2 && links;
      }, 'the confirmation and the status mail, each with its link');
      const opened = await api(`/api/order-status/${tokens[0]}`);
      assert.equal(opened.status, 200, 'the mailed link works');

      const secrets = [code, ...tokens, customer, admin];
      // Sealed copies too: relayed events and sent mails leave the embedded store's files at its
      // next compaction, within seconds.
      const atRest = [...secrets, 'sealed:v1:'];
      const findAtRest = async () => {
        const found: Findings = [];
        const files = searchDataDir(stack.dataDir, atRest, found);
        if (setup.store === 'embedded')
          assert.ok(
            files.some((file) => file.endsWith('otp_codes.db')),
            'the files were read',
          );
        else assert.ok((await searchMongo(stack, atRest, found)) > 0, 'the documents were read');
        return found;
      };
      const deadline = Date.now() + 20_000;
      let findings = await findAtRest();
      while (findings.length > 0 && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 250));
        findings = await findAtRest();
      }
      assert.deepEqual(findings, []);

      const logs = stack.logs();
      assert.ok(logs.includes('"level":"debug"') || logs.includes('DEBUG'), 'debug lines were written');
      const inLogs: Findings = [];
      search(logs, 'logs', secrets, inLogs);
      assert.deepEqual(inLogs, []);
    });
  });
}
