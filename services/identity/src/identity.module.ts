import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { DocumentStoreModule, createHealthController, ServiceConfigModule } from '@flowershop/common';
import { AdminService } from './admins/admin.service.js';
import { AdminsMsController } from './admins/admins.ms-controller.js';
import { IdentityConfig } from './config/identity.config.js';
import { resolveJwtSecret } from './config/jwt-secret.js';
import { TokenService } from './tokens/token.service.js';
import { TokensMsController } from './tokens/tokens.ms-controller.js';

@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ServiceConfigModule.register(IdentityConfig, config),

        DocumentStoreModule.forService(config, 'identity'),
        JwtModule.register({ secret: resolveJwtSecret(config), signOptions: { algorithm: 'HS256' } }),
      ],
      controllers: [createHealthController('identity'), AdminsMsController, TokensMsController],
      providers: [TokenService, AdminService],
    };
  }
}
