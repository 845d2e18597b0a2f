import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { ServiceConfigModule } from '@flowershop/common/config';
import { PRODUCT_KINDS } from '@flowershop/common/contracts';
import { ServiceClientsModule } from '@flowershop/common/transport';
import { AdminAuthHttpController } from './auth/admin-auth.http.controller.js';
import { RoleGuard } from './auth/role.guard.js';
import { TokenRevocationFeed } from './auth/token-revocation-feed.js';
import { TokenVerifier } from './auth/token-verifier.js';
import { VerifiedTokens } from './auth/verified-tokens.js';
import { ADMIN_LOGIN_THROTTLER } from './auth/admin-login.throttle.js';
import { CatalogCacheModule } from './catalog-cache/catalog-cache.module.js';
import { GatewayConfig } from './config/gateway.config.js';
import { FulfilmentHttpController } from './fulfilment/fulfilment.http-controller.js';
import { CONTACT_THROTTLER } from './contacts/contact.throttle.js';
import {
  CUSTOM_ORDER_THROTTLER,
  createCustomOrdersHttpController,
} from './custom-orders/custom-orders.http-controller.js';
import { ContactsHttpController } from './contacts/contacts.http-controller.js';
import { CustomOrderImageSweeper } from './custom-orders/custom-order-image-sweeper.js';
import { AdminDashboardHttpController } from './dashboard/admin-dashboard.http-controller.js';
import { HealthHttpController } from './health/health.http.controller.js';
import { OrdersHttpController } from './orders/orders.http-controller.js';
import { OrderStatusHttpController } from './order-status/order-status.http-controller.js';
import { ORDER_STATUS_THROTTLER } from './order-status/order-status.throttle.js';
import { ImagesModule } from './images/images.module.js';
import { PaperSheetsHttpController } from './paper-sheets/paper-sheets.http.controller.js';
import { PRODUCT_ROUTES } from './products/product-routes.js';
import { createProductsHttpController } from './products/products.http-controller.js';
import { perMinuteLimit } from './security/rate-limits.js';
import { SpaModule } from './spa/spa.module.js';
import { OTP_THROTTLER } from './users/otp.throttle.js';
import { UsersHttpController } from './users/users.http-controller.js';

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ServiceConfigModule.register(GatewayConfig, config),
        ServiceClientsModule.forRoot(config),
        ImagesModule.forRoot(config),
        CatalogCacheModule.forRoot(config),
        // A failed check is answered (and logged once) by HttpErrorFilter.
        TerminusModule.forRoot({ logger: false }),
        ThrottlerModule.forRoot({
          throttlers: [
            perMinuteLimit(ADMIN_LOGIN_THROTTLER, config.ADMIN_LOGIN_LIMIT_PER_MINUTE),
            perMinuteLimit(CONTACT_THROTTLER, config.CONTACT_LIMIT_PER_MINUTE),
            perMinuteLimit(CUSTOM_ORDER_THROTTLER, config.CUSTOM_ORDER_LIMIT_PER_MINUTE),
            perMinuteLimit(OTP_THROTTLER, config.OTP_LIMIT_PER_MINUTE),
            perMinuteLimit(ORDER_STATUS_THROTTLER, config.ORDER_STATUS_LIMIT_PER_MINUTE),
          ],
          errorMessage: 'Too many attempts: please wait a minute and try again',
        }),
        SpaModule.forRoot(config.STATIC_DIR),
      ],
      controllers: [
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
        ...PRODUCT_KINDS.map((kind) =>
          createProductsHttpController(kind, PRODUCT_ROUTES[kind], config.UPLOAD_MAX_BYTES),
        ),
      ],
      providers: [
        TokenVerifier,
        { provide: VerifiedTokens, useValue: new VerifiedTokens(config.VERIFIED_TOKEN_TTL_MS) },
        {
          provide: TokenRevocationFeed,
          useFactory: (verified: VerifiedTokens) => new TokenRevocationFeed(config, verified),
          inject: [VerifiedTokens],
        },
        { provide: APP_GUARD, useClass: RoleGuard },
        CustomOrderImageSweeper,
      ],
    };
  }
}
