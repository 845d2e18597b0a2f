#!/usr/bin/env node
// Part of `npm run openapi`: the @nestjs/swagger CLI plugin reads the contract classes of
// libs/common/src/contracts and shop-rules (their property types, `?`, `| null`, TSDoc comments and
// @example tags) and writes what it found to contracts/openapi-metadata.ts, which the gateway hands
// to SwaggerModule.loadPluginMetadata (ADR 0016). The build is plain `tsc -b`, so the plugin runs
// here, on its own, instead of inside `nest build`; the services never load the file.
// `--check` writes nothing: it exits 1 when the committed file is not what the classes give.
import { PluginMetadataGenerator } from '@nestjs/cli/lib/compiler/plugins/plugin-metadata-generator.js';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FILENAME = 'openapi-metadata.ts';
const contracts = fileURLToPath(new URL('../libs/common/src/contracts', import.meta.url));
const check = process.argv.includes('--check');
const outputDir = check ? mkdtempSync(join(tmpdir(), 'openapi-metadata-')) : contracts;
process.chdir(fileURLToPath(new URL('..', import.meta.url))); // the generator reads tsconfigPath from here

new PluginMetadataGenerator().generate({
  visitors: [
    new ReadonlyVisitor({
      pathToSource: contracts,
      dtoFileNameSuffix: ['/common/src/contracts/', '/common/src/shop-rules/'],
      controllerFileNameSuffix: ['.no-controllers-here'],
      introspectComments: true,
      esmCompatible: true,
      skipDefaultValues: true,
    }),
  ],
  outputDir,
  filename: FILENAME,
  tsconfigPath: 'libs/common/tsconfig.json',
  printDiagnostics: false,
});

if (check && readFileSync(join(outputDir, FILENAME), 'utf8') !== readFileSync(join(contracts, FILENAME), 'utf8')) {
  console.error(`libs/common/src/contracts/${FILENAME} is stale: run npm run openapi`);
  process.exit(1);
}
