// The two reference servers of `npm run bench` (issue 12, target 1), in a process of their own
// like the shop's gateway: a raw node:http server sending a precomputed body, and a bare Express
// app sending the same body the way Express apps do (`res.send`, which also makes a weak ETag).
// Both on 127.0.0.1, ports chosen by the OS; stopped by `close()`.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import express from 'express';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Starts both servers in a child process sending `body` (a Buffer) on `path`. */
export async function startReferenceServers(body, path) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ports = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`reference servers exited with ${code}`)));
    child.send({ body: body.toString('base64'), path });
  });
  return {
    rawUrl: `http://127.0.0.1:${ports.raw}${path}`,
    expressUrl: `http://127.0.0.1:${ports.express}${path}`,
    pid: child.pid,
    async close() {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

async function serve({ body: encoded, path }) {
  const body = Buffer.from(encoded, 'base64');
  const raw = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': JSON_TYPE, 'Content-Length': body.length });
    response.end(body);
  });
  const app = express();
  app.disable('x-powered-by');
  app.get(path, (request, response) => {
    response.set('Content-Type', JSON_TYPE);
    response.send(body);
  });
  process.send({ raw: await listen(raw), express: await listen(createServer(app)) });
}

if (process.argv[2] === '--serve') {
  process.once('message', (message) => void serve(message));
  process.once('SIGTERM', () => process.exit(0));
}
