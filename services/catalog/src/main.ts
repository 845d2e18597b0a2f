import { runService } from '@flowershop/common/bootstrap';
import { CatalogModule } from './catalog.module.js';
import { CatalogConfig } from './config/catalog.config.js';

await runService('catalog', CatalogConfig, (config) => CatalogModule.forRoot(config));
