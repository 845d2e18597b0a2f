import { healthHandlerSuite } from '@flowershop/common/testing';
import { CatalogConfig } from '../src/config/catalog.config.js';
import { CatalogModule } from '../src/catalog.module.js';

healthHandlerSuite({
  service: 'catalog',
  configClass: CatalogConfig,
  module: (config) => CatalogModule.forRoot(config),
  withS3: true,
});
