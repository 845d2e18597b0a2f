#!/usr/bin/env node
// `npm run mail:preview [folder]`: renders every mail template of the messaging service with its
// sample data into files a person can open (default ./data/mail-preview): <kind>.html, <kind>.txt
// and an index.html linking them all. Runs on the built service (the npm script builds it first).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mailDist = join(root, 'services', 'messaging', 'dist', 'src', 'mail');
const { MailRenderer } = await import(pathToFileURL(join(mailDist, 'mail-renderer.js')).href);
const { MAIL_KINDS, MAIL_KIND_NAMES } = await import(pathToFileURL(join(mailDist, 'mail-kinds.js')).href);

const outDir = resolve(process.argv[2] ?? join(root, 'data', 'mail-preview'));
mkdirSync(outDir, { recursive: true });

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const renderer = new MailRenderer();
const links = [];
for (const kind of MAIL_KIND_NAMES) {
  const mail = renderer.render(kind, MAIL_KINDS[kind].sample);
  writeFileSync(join(outDir, `${kind}.html`), mail.html);
  writeFileSync(join(outDir, `${kind}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
  links.push(`<li>${escape(mail.subject)}: <a href="${kind}.html">HTML</a> · <a href="${kind}.txt">text</a></li>`);
}
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Mail preview</title><h1>Mail preview</h1><ul>${links.join('')}</ul>\n`,
);
console.log(`Mail preview: ${MAIL_KIND_NAMES.length} kinds written to ${outDir}`);
console.log(`Open ${pathToFileURL(join(outDir, 'index.html')).href}`);
