#!/usr/bin/env node
// The image's HEALTHCHECK (Docker, docker compose's depends_on): exits 0 when this container's
// process is ready, 1 with the reason on stderr when not. One script for all five processes; the
// one running here is read from PID 1's command line (`services/<name>/dist/src/main.js`, also
// behind docker-init), or from HEALTH_TARGET.
// - the gateway: GET http://127.0.0.1:PORT/api/health/ready answers 2xx (its broker connection works;
//   not the object store, which every gateway shares: while it is down only uploads and images fail;
//   /api/health, which asks every service, is for people and monitoring);
// - a service: GET http://127.0.0.1:HEALTH_PORT/health/ready answers 2xx (its broker, store and
//   object store answer it);
// - HEALTH_URL, when set, is asked instead (an operator's override).
// Kubernetes asks the same endpoints with httpGet probes (k8s/base/shop), not with this script.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const TIMEOUT_MS = 4000;

/** The process this container runs: HEALTH_TARGET, else the service named in PID 1's command. */
export function targetOf(env, cmdline) {
  return env.HEALTH_TARGET || /services\/([a-z]+)\/dist\/src\/main\.js/.exec(cmdline)?.[1];
}

/** The URL that tells whether the process is ready, or why there is none. */
export function healthUrl(env, target) {
  if (env.HEALTH_URL) return { url: env.HEALTH_URL };
  if (target === 'gateway') return { url: `http://127.0.0.1:${env.PORT || 3000}/api/health/ready` };
  if (Number(env.HEALTH_PORT) > 0) return { url: `http://127.0.0.1:${env.HEALTH_PORT}/health/ready` };
  return { problem: `${target ?? 'this process'} has no probe port (HEALTH_PORT is ${env.HEALTH_PORT ?? 'unset'})` };
}

function pid1Cmdline(procDir) {
  try {
    return readFileSync(`${procDir}/1/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Resolves to what answered; rejects with an Error naming what is not ready. */
export async function check(env = process.env, procDir = '/proc') {
  const { url, problem } = healthUrl(env, targetOf(env, pid1Cmdline(procDir)));
  if (problem) throw new Error(problem);
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`${url}: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
  }
  const body = (await response.text()).slice(0, 500);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body}`);
  return `${url} answered ${response.status}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(`ready: ${await check()}`);
  } catch (error) {
    console.error(`not ready: ${error.message}`);
    process.exit(1);
  }
}
