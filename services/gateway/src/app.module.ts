import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { ServiceConfigModule } from '@flowershop/common/config';
import { PRODUCT_KINDS } from '@flowershop/common/contracts';
import { ObjectStoreModule } from '@flowershop/common/storage';
import { ServiceClientsModule } from '@flowershop/common/transport';
import { RoleGuard } from './platform/auth/role.guard.js';
import { TokenRevocationFeed } from './platform/auth/token-revocation-feed.js';
import { TokenVerifier } from './platform/auth/token-verifier.js';
import { VerifiedTokens } from './platform/auth/verified-tokens.js';
import { CatalogCacheModule } from './platform/catalog-cache/catalog-cache.module.js';
import { GatewayConfig } from './platform/config/gateway.config.js';
import { HealthHttpController } from './platform/health/health.http.controller.js';
import { rateLimits } from './platform/security/rate-limits.js';
import { SpaModule } from './platform/spa/spa.module.js';
import { ContactsHttpController } from './features/contacts/contacts.http-controller.js';
import { CustomOrderImageSweeper } from './features/custom-orders/custom-order-image-sweeper.js';
import { createCustomOrdersHttpController } from './features/custom-orders/custom-orders.http-controller.js';
import { AdminDashboardHttpController } from './features/dashboard/admin-dashboard.http-controller.js';
import { FulfilmentHttpController } from './features/fulfilment/fulfilment.http-controller.js';
import { ImageUploadService } from './features/images/image-upload.service.js';
import { ImageVariants } from './features/images/image-variants.js';
import { ImagesHttpController } from './features/images/images.http.controller.js';
import { OrderStatusHttpController } from './features/order-status/order-status.http-controller.js';
import { OrdersHttpController } from './features/orders/orders.http-controller.js';
import { PaperSheetsHttpController } from './features/paper-sheets/paper-sheets.http.controller.js';
import { createProductsHttpController } from './features/products/products.http-controller.js';
import { AdminAuthHttpController } from './features/sign-in/admin-auth.http.controller.js';
import { UsersHttpController } from './features/sign-in/users.http-controller.js';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ServiceConfigModule.register(GatewayConfig, config),
        ServiceClientsModule.forRoot(config),
        ObjectStoreModule.forRoot(config),
        CatalogCacheModule.forRoot(config),
        // A failed check is answered (and logged once) by HttpErrorFilter.
        TerminusModule.forRoot({ logger: false }),
        ThrottlerModule.forRoot({
          throttlers: rateLimits(config),
          errorMessage: 'Too many attempts: please wait a minute and try again',
        }),
        SpaModule.forRoot(config.STATIC_DIR),
      ],
      controllers: [
        ImagesHttpController,
        HealthHttpController,
        AdminAuthHttpController,
        UsersHttpController,
        PaperSheetsHttpController,
        ContactsHttpController,
        OrdersHttpController,
        OrderStatusHttpController,
        AdminDashboardHttpController,
        FulfilmentHttpController,
        createCustomOrdersHttpController(config.UPLOAD_MAX_BYTES),
        ...PRODUCT_KINDS.map((kind) => createProductsHttpController(kind, config.UPLOAD_MAX_BYTES)),
      ],
      providers: [
        TokenVerifier,
        { provide: VerifiedTokens, useValue: new VerifiedTokens(config.VERIFIED_TOKEN_TTL_MS) },
        TokenRevocationFeed,
        { provide: APP_GUARD, useClass: RoleGuard },
        ImageUploadService,
        ImageVariants,
        CustomOrderImageSweeper,
      ],
    };
  }
}
