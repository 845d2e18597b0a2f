// The Dockerfile, without a Docker engine: linted (dockerfile-utils, the Docker language server's
// checks), and read against the repository it builds, so that a new workspace, service or asset
// folder, or a .dockerignore line, cannot silently leave the image short of something.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { validate } from 'dockerfile-utils';
import { PROCESS_ENV } from '@flowershop/common/bootstrap/process-tuning';
import { commandOf, PROCESSES, root, SEED } from './support.js';

const text = readFileSync(join(root, 'Dockerfile'), 'utf8');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const SERVER_WORKSPACES = packageJson.workspaces.filter((workspace) => workspace !== 'frontend');

/** Instructions as { keyword, args }, continuation lines joined, comments dropped. */
function instructions(source) {
  return source
    .replace(/\\\n(\s*#.*\n)*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Stages by name (`FROM image AS name`), each with its instructions. */
function stages() {
  const found = [];
  for (const instruction of instructions(text)) {
    if (instruction.keyword === 'FROM') {
      found.push({
        name: /\sAS\s+(\S+)/i.exec(instruction.args)?.[1],
        from: instruction.args.split(/\s+/)[0],
        steps: [],
      });
    } else if (found.length > 0) {
      found.at(-1).steps.push(instruction);
    }
  }
  return found;
}
const [manifests, build, runtime] = stages();
const runs = (stage) => stage.steps.filter((s) => s.keyword === 'RUN').map((s) => s.args);
const copies = (stage) => stage.steps.filter((s) => s.keyword === 'COPY').map((s) => s.args.split(/\s+/));
/** COPY sources from the build context (not --from), as paths. */
const contextSources = (stage) =>
  copies(stage)
    .filter((args) => !args.some((arg) => arg.startsWith('--from=')))
    .flatMap((args) => args.filter((arg) => !arg.startsWith('--')).slice(0, -1));
const fromBuild = (stage) =>
  copies(stage)
    .filter((args) => args.includes('--from=build'))
    .map((args) => args.filter((arg) => !arg.startsWith('--'))[0].replace(/^\/app\//, ''));

/** Whether a .dockerignore pattern keeps this path out of the build context (the subset used). */
function ignored(path) {
  const patterns = readFileSync(join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return patterns.some((pattern) => {
    const glob = pattern.replace(/^\*\*\//, '');
    const anywhere = pattern.startsWith('**/');
    const segments = path.split('/');
    const regex = new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);
    return anywhere
      ? segments.some((_, index) => regex.test(segments.slice(index).join('/')) || regex.test(segments[index]))
      : segments.some((_, index) => regex.test(segments.slice(0, index + 1).join('/')));
  });
}

describe('Dockerfile', () => {
  it('passes the Dockerfile linter', () => {
    const problems = validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    assert.deepEqual(problems, []);
  });

  it('builds in one stage and runs on a slim Node 20 base in another, both from the manifests', () => {
    assert.deepEqual([manifests?.name, build?.name, runtime?.name], ['manifests', 'build', 'runtime']);
    const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
    assert.match(base ?? '', /^node:20(\.\d+)*-(bookworm-slim|slim|alpine[\d.]*)$/);
    assert.equal(manifests.from, '${NODE_IMAGE}');
    assert.deepEqual([build.from, runtime.from], ['manifests', 'manifests']);
    assert.ok(
      runs(build).some((r) => /^npm ci\b/.test(r)),
      'build: npm ci',
    );
    assert.ok(
      runs(build).some((r) => r === 'npm run build'),
      'build: npm run build',
    );
  });

  it('installs the production dependencies of every server workspace, and those only', () => {
    const install = runs(runtime).find((r) => /^npm ci\b/.test(r));
    assert.match(install ?? '', /--omit=dev/);
    const selected = [...install.matchAll(/--workspace[= ](\S+)/g)].map((m) => m[1]);
    assert.deepEqual(selected.sort(), [...SERVER_WORKSPACES].sort());
    // npm ci needs every workspace's manifest beside the lockfile (both stages start from them).
    for (const file of [
      'package.json',
      'package-lock.json',
      ...packageJson.workspaces.map((w) => `${w}/package.json`),
    ]) {
      assert.ok(contextSources(manifests).includes(file), `manifests: ${file}`);
    }
  });

  it('copies the built code of libs/common, every service and every tool, their assets, and the built SPA', () => {
    const copied = fromBuild(runtime);
    const services = readdirSync(join(root, 'services'));
    assert.deepEqual(services.sort(), [...PROCESSES].sort(), 'a service the image does not know');
    const tools = SERVER_WORKSPACES.filter((workspace) => workspace.startsWith('tools/'));
    assert.ok(tools.includes(SEED.workspace), 'the demo seed is a workspace');
    const wanted = [
      'libs/common/dist',
      'frontend/dist',
      ...services.map((s) => `services/${s}/dist/src`),
      ...tools.map((tool) => `${tool}/dist/src`),
    ];
    for (const service of services) {
      // Folders beside src/ that the code reads at run time (mail templates...).
      for (const entry of readdirSync(join(root, 'services', service))) {
        const isDir = statSync(join(root, 'services', service, entry)).isDirectory();
        if (isDir && !['src', 'test', 'dist', 'node_modules'].includes(entry))
          wanted.push(`services/${service}/${entry}`);
      }
    }
    assert.deepEqual(
      wanted.filter((path) => !copied.includes(path)),
      [],
      'not copied into the image',
    );
    assert.deepEqual(
      copied.filter((path) => !wanted.includes(path)),
      [],
      'copied but not built',
    );
    assert.ok(contextSources(runtime).includes('deploy/healthcheck.mjs'));
  });

  it('runs as a numeric non-root user, checks its health, and starts the gateway with the SPA by default', () => {
    const last = (keyword) => runtime.steps.filter((s) => s.keyword === keyword).at(-1)?.args;
    assert.match(last('USER') ?? '', /^[1-9]\d*(:\d+)?$/, 'USER must be a non-root number (runAsNonRoot checks it)');
    assert.match(last('HEALTHCHECK') ?? '', /CMD \["node", "deploy\/healthcheck\.mjs"\]$/);
    assert.deepEqual(JSON.parse(last('CMD') ?? 'null'), commandOf('gateway'));
    const env = runtime.steps
      .filter((s) => s.keyword === 'ENV')
      .map((s) => s.args)
      .join(' ');
    assert.match(env, /STATIC_DIR=\/app\/frontend\/dist/);
    assert.match(env, /DATA_DIR=\/tmp\//, 'DATA_DIR must be under /tmp (the only writable place)');
    // Every process's memory environment (ADR 0012), as npm start sets it.
    for (const [name, value] of Object.entries(PROCESS_ENV)) assert.match(env, new RegExp(`${name}=${value}\\b`));
  });

  it('keeps dependencies, builds and secrets out of the build context, and everything the build reads in', () => {
    for (const path of ['node_modules', 'frontend/node_modules', 'libs/common/dist', '.git', '.env', 'data']) {
      assert.ok(ignored(path), `${path} is sent to the build`);
    }
    const references = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')).references.map(
      (r) => r.path,
    );
    const needed = [...stages().flatMap(contextSources), ...references, 'tsconfig.base.json'];
    for (const path of needed) {
      assert.ok(existsSync(join(root, path)), `${path} does not exist`);
      assert.ok(!ignored(path), `${path} is left out by .dockerignore`);
    }
  });
});
