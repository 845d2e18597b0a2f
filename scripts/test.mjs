#!/usr/bin/env node
// `npm test`: builds everything, runs every back-end, contract and browser test with Node's
// test runner (on the compiled code, which carries the decorator metadata Nest needs) and the
// SPA's unit tests with Vitest, then prints one closing line: `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2); // optional path fragments to narrow the run
const reports = mkdtempSync(join(tmpdir(), 'flowershop-reports-'));

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

if (!process.env.SKIP_BUILD && run('npm', ['run', 'build']) !== 0) {
  console.log('0 passed, 1 failed, 0 skipped');
  process.exit(1);
}

const testRoots = [
  join(root, 'libs', 'common', 'dist'),
  ...['catalog', 'orders', 'identity', 'messaging', 'gateway'].map((s) => join(root, 'services', s, 'dist')),
  join(root, 'e2e', 'dist'),
  join(root, 'tools', 'demo-catalogue', 'dist'),
  // Docker image, compose file and Kubernetes manifests (plain JavaScript, not compiled).
  join(root, 'deploy', 'test'),
];
const files = testRoots
  .flatMap((dir) => findFiles(dir, /\.(e2e-)?spec\.js$/))
  .filter((file) => only.length === 0 || only.some((fragment) => relative(root, file).includes(fragment)))
  .sort();

const totals = { passed: 0, failed: 0, skipped: 0 };

// The architecture rules (no cycles, no service importing another, no feature importing
// another) are checked on every run and count as one test.
if (only.length === 0) {
  console.log('\n▶ eslint');
  if (run('npx', ['eslint', '.']) === 0) totals.passed += 1;
  else totals.failed += 1;
}

if (files.length > 0) {
  const tap = join(reports, 'node.tap');
  const status = run(process.execPath, [
    '--test',
    '--test-concurrency=2',
    '--test-timeout=600000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  totals.skipped += count('skipped') + count('todo');
  if (status !== 0 && count('fail') + count('cancelled') === 0) totals.failed += 1;
}

const wantsFrontend =
  only.length === 0 || only.some((fragment) => 'frontend'.includes(fragment) || fragment.includes('frontend'));
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
  } else if (status !== 0) {
    totals.failed += 1;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
