import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { PRODUCT_KINDS, ServiceClientsModule, ServiceConfigModule } from '@flowershop/common';
import { AdminAuthHttpController } from './auth/admin-auth.http.controller.js';
import { RoleGuard } from './auth/role.guard.js';
import { TokenVerifier } from './auth/token-verifier.js';
import { ADMIN_LOGIN_THROTTLER } from './auth/admin-login.throttle.js';
import { GatewayConfig } from './config/gateway.config.js';
import { HealthHttpController } from './health/health.http.controller.js';
import { ImagesModule } from './images/images.module.js';
import { PaperSheetsHttpController } from './paper-sheets/paper-sheets.http.controller.js';
import { PRODUCT_ROUTES } from './products/product-routes.js';
import { createProductsHttpController } from './products/products.http-controller.js';
import { SpaModule } from './spa/spa.module.js';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ServiceConfigModule.register(GatewayConfig, config),
        ServiceClientsModule.forRoot(config),
        ImagesModule.forRoot(config),
        // A failed check is answered (and logged once) by HttpErrorFilter.
        TerminusModule.forRoot({ logger: false }),
        ThrottlerModule.forRoot({
          throttlers: [{ name: ADMIN_LOGIN_THROTTLER, ttl: 60_000, limit: config.ADMIN_LOGIN_LIMIT_PER_MINUTE }],
          errorMessage: 'Too many attempts: please wait a minute and try again',
        }),
        SpaModule.forRoot(config.STATIC_DIR),
      ],
      controllers: [
        HealthHttpController,
        AdminAuthHttpController,
        PaperSheetsHttpController,
        ...PRODUCT_KINDS.map((kind) =>
          createProductsHttpController(kind, PRODUCT_ROUTES[kind], config.UPLOAD_MAX_BYTES),
        ),
      ],
      providers: [TokenVerifier, { provide: APP_GUARD, useClass: RoleGuard }],
    };
  }
}
