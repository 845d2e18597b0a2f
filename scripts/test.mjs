#!/usr/bin/env node
// The one test runner. `npm test` at the root builds everything, runs eslint, every back-end,
// contract and browser test with Node's test runner (on the compiled code, which carries the
// decorator metadata Nest needs) and the SPA's unit tests with Vitest. `npm test -w <workspace>`
// runs it with `--workspace <folder>`: that workspace's build and tests only. `--unit` keeps to
// the specs beside the code (`src/**/*.spec.ts`, not `*-rmq.spec.ts`): no broker, no database
// server, no other process. Other arguments are path fragments that narrow the run. Every run
// ends with one line: `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals: only } = parseArgs({
  options: { workspace: { type: 'string' }, unit: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const { workspace, unit } = values;
const reports = mkdtempSync(join(tmpdir(), 'flowershop-reports-'));
const SERVICES = ['catalog', 'orders', 'identity', 'messaging', 'gateway'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function findFiles(dir, pattern, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) findFiles(path, pattern, found);
    else if (pattern.test(entry.name)) found.push(path);
  }
  return found;
}

/**
 * What to build first: a workspace's own project (and libs/common, which it references), except
 * where its suites start the whole shop from the compiled services (the gateway's, with the
 * SPA; the test stack's own spec in libs/common).
 */
function buildCommand() {
  if (!workspace) return ['npm', 'run', unit ? 'build:server' : 'build'];
  if (unit) return ['npx', 'tsc', '-b', workspace];
  if (workspace === 'services/gateway') return ['npm', 'run', 'build'];
  if (workspace === 'libs/common') return ['npm', 'run', 'build:server'];
  return ['npx', 'tsc', '-b', workspace];
}

if (workspace && !existsSync(join(root, workspace, 'tsconfig.json'))) {
  console.error(`No workspace with a TypeScript project at ${workspace}`);
  process.exit(2);
}

if (!process.env.SKIP_BUILD) {
  const [command, ...args] = buildCommand();
  if (run(command, args) !== 0) {
    console.log('0 passed, 1 failed, 0 skipped');
    process.exit(1);
  }
}

const testRoots = workspace
  ? [join(root, workspace, 'dist')]
  : [
      join(root, 'libs', 'common', 'dist'),
      ...SERVICES.map((service) => join(root, 'services', service, 'dist')),
      join(root, 'tools', 'demo-catalogue', 'dist'),
      ...(unit
        ? []
        : [
            join(root, 'e2e', 'dist'),
            // Docker image, compose file and Kubernetes manifests (plain JavaScript, not compiled).
            join(root, 'deploy', 'test'),
          ]),
    ];
/** A compiled test's path and its source's (`e2e/dist/x.js` is `e2e/src/x.ts`), either of which a fragment may name. */
function pathsOf(file) {
  const compiled = relative(root, file);
  const source = compiled
    .replace(new RegExp(`${sep}dist${sep}(?=(src|test)${sep})`), sep)
    .replace(`${sep}dist${sep}`, `${sep}src${sep}`)
    .replace(/\.js$/, '.ts');
  return [compiled, source];
}

/** A spec beside the code that needs nothing but this process (a service's `test/` folder holds the rest). */
const isUnitSpec = (file) =>
  !/\.e2e-spec\.js$|-rmq\.spec\.js$/.test(file) && !file.includes(`${sep}dist${sep}test${sep}`);
const files = testRoots
  .flatMap((dir) => findFiles(dir, /\.(e2e-)?spec\.js$/))
  .filter((file) => !unit || isUnitSpec(file))
  .filter((file) => only.length === 0 || only.some((fragment) => pathsOf(file).some((path) => path.includes(fragment))))
  .sort();

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's name and the start of its error, printed again just above the totals line. */
const failures = [];

/** The failed tests of a node TAP report (not the suites that failed only because a test in them did). */
function tapFailures(text) {
  const lines = text.split('\n');
  const found = [];
  lines.forEach((line, index) => {
    const failed = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (!failed) return;
    const end = lines.indexOf(`${failed[1]}  ...`, index);
    const details = lines.slice(index + 2, end === -1 ? index + 2 : end);
    if (details.some((detail) => detail.includes("failureType: 'subtestsFailed'"))) return;
    const shown = details
      .map((detail) => detail.slice(failed[1].length + 2))
      .filter((detail) => !detail.startsWith('duration_ms'));
    found.push({ name: failed[2], details: shown });
  });
  return found;
}

// The architecture rules (no cycles, no service importing another, no feature importing
// another) are checked on every whole run and count as one test.
if (!workspace && !unit && only.length === 0) {
  console.log('\n▶ eslint');
  if (run('npx', ['eslint', '.']) === 0) totals.passed += 1;
  else totals.failed += 1;
}

if (files.length > 0) {
  const tap = join(reports, 'node.tap');
  const status = run(
    process.execPath,
    [
      '--test',
      '--test-concurrency=2',
      '--test-timeout=600000',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    // Suites that run once per transport and store keep to TCP on the embedded store.
    unit ? { env: { ...process.env, SKIP_RMQ: '1', SKIP_MONGO: '1' } } : {},
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  totals.skipped += count('skipped') + count('todo');
  failures.push(...tapFailures(text));
  if (status !== 0 && count('fail') + count('cancelled') === 0) totals.failed += 1;
} else if (workspace) {
  // A workspace run that finds nothing to run is a mistake (a fragment that matches no file).
  console.log(`No test file in ${workspace} matches ${only.join(', ') || 'the run'}`);
  totals.failed += 1;
}

const wantsFrontend =
  !workspace &&
  (only.length === 0 || only.some((fragment) => 'frontend'.includes(fragment) || fragment.includes('frontend')));
if (wantsFrontend) {
  const json = join(reports, 'vitest.json');
  const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${json}`], {
    cwd: join(root, 'frontend'),
  });
  if (existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    // A suite that failed to load has no failed test of its own; count it once.
    const brokenSuites = (report.numFailedTestSuites ?? 0) > 0 && (report.numFailedTests ?? 0) === 0 ? 1 : 0;
    totals.failed += (report.numFailedTests ?? 0) + brokenSuites;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? [])
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed')
          failures.push({ name: test.fullName, details: (test.failureMessages ?? []).join('\n').split('\n') });
  } else if (status !== 0) {
    totals.failed += 1;
  }
}

for (const { name, details } of failures) {
  console.log(`\n✖ ${name}`);
  for (const detail of details.slice(0, 30)) console.log(`    ${detail}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
