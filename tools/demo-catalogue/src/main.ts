// The demo catalogue's one-shot process: waits for the catalog service, seeds an empty shop
// (pictures into the object store, products by the catalog's patterns), tries again after each
// failure until done, and exits 0. `npm start` runs it beside the shop; compose and Kubernetes
// run it as a one-shot container (README, "Set-up").
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from '@flowershop/common/bootstrap';
import { healthPattern } from '@flowershop/common/contracts';
import { createAppLogger } from '@flowershop/common/logging';
import { MinioObjectStore } from '@flowershop/common/storage/minio';
import { ServiceClients } from '@flowershop/common/transport';
import { DemoCatalogueConfig } from './config/demo-catalogue.config.js';
import { DEMO_PRODUCTS } from './demo/demo-products.js';
import { seedDemoCatalogue } from './seed/demo-seed.js';
import { untilDone } from './seed/until-done.js';

const config = loadConfigOrExit('demo-catalogue', DemoCatalogueConfig);
Logger.overrideLogger(createAppLogger('demo-catalogue', { format: config.LOG_FORMAT, level: config.LOG_LEVEL }));
const logger = new Logger('DemoSeed');

if (!config.SEED_DEMO) {
  logger.log('SEED_DEMO is off: no demo catalogue');
  process.exit(0);
}

const clients = new ServiceClients(config);
const images = new MinioObjectStore(config);
const CATALOG_WAIT_NOTE_MS = 60_000;

// The catalog starting (its first start draws the paper sheets) is no failure: asked quietly.
const waitingSince = Date.now();
let noted = false;
await untilDone(
  () => clients.send('catalog', healthPattern('catalog'), {}, 2_000),
  () => {
    if (noted || Date.now() - waitingSince < CATALOG_WAIT_NOTE_MS) return;
    noted = true;
    logger.warn('The catalog service does not answer after 60 s; still waiting');
  },
  [500],
);
const outcome = await untilDone(
  () => seedDemoCatalogue(clients, images),
  (error, attempt, delay) =>
    logger.error(`Demo seed failed (try ${attempt}), trying again in ${delay / 1000} s: ${String(error)}`),
);
if (outcome === 'seeded') logger.log(`Seeded the demo catalogue (${DEMO_PRODUCTS.length} products)`);
if (outcome === 'not-empty') logger.log('Catalogue already has products: demo seed skipped');
if (outcome === 'done-before') logger.log('Demo catalogue seeded before: nothing to do');
await clients.close();
process.exit(0);
