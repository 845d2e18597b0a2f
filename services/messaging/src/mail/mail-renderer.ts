import Handlebars from 'handlebars';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIL_KINDS, MAIL_KIND_NAMES, type MailDataByKind, type MailKindName } from './mail-kinds.js';
import { formatUsd, SHOP_DETAILS } from '@flowershop/common/shop-rules';
import { MAIL_THEME } from './mail-theme.js';

/** services/messaging/templates, from dist/src/mail. */
const TEMPLATES_DIR = fileURLToPath(new URL('../../../templates/', import.meta.url));

// The shop is in New Jersey: times read as the shop's local time.
const shopTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});

/** One Handlebars environment per output, compiling its kinds' templates: HTML escapes every value, text none. */
function compiler(format: 'html' | 'txt', dir: string): (kind: string) => HandlebarsTemplateDelegate<object> {
  const env = Handlebars.create();
  env.registerHelper('usd', (amount: number) => formatUsd(amount));
  env.registerHelper('shopTime', (iso: string) => shopTime.format(new Date(iso)));
  env.registerHelper('join', (items: unknown) => (Array.isArray(items) ? items.join(', ') : ''));
  // partials/<name>.<format>.hbs is `{{> <name>}}`: the layout and the blocks kinds share.
  const suffix = `.${format}.hbs`;
  for (const file of readdirSync(join(dir, 'partials')).filter((name) => name.endsWith(suffix))) {
    env.registerPartial(file.slice(0, -suffix.length), readFileSync(join(dir, 'partials', file), 'utf8'));
  }
  const noEscape = format === 'txt';
  return (kind) => env.compile(readFileSync(join(dir, `${kind}.${format}.hbs`), 'utf8'), { strict: false, noEscape });
}

/** Each kind's two templates inside the shared layout, read and tried at start: a broken one stops the service. */
export class MailRenderer {
  private readonly templates = new Map<MailKindName, Record<'html' | 'text', HandlebarsTemplateDelegate<object>>>();

  constructor(dir: string = TEMPLATES_DIR) {
    const html = compiler('html', dir);
    const text = compiler('txt', dir);
    for (const kind of MAIL_KIND_NAMES) {
      this.templates.set(kind, { html: html(kind), text: text(kind) });
      // Handlebars compiles on first use: render each sample now so a broken template fails start-up.
      this.render(kind, MAIL_KINDS[kind].sample);
    }
  }

  render<K extends MailKindName>(kind: K, data: MailDataByKind[K]) {
    const templates = this.templates.get(kind);
    if (!templates) throw new Error(`Unknown mail kind: ${kind}`);
    const subject = MAIL_KINDS[kind].subject(data);
    const context = { ...data, mailSubject: subject, shop: SHOP_DETAILS, theme: MAIL_THEME };
    return { subject, html: templates.html(context), text: templates.text(context) };
  }
}
