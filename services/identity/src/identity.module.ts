import { Module, type DynamicModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey, type KeyObject } from 'node:crypto';
import {
  SecretSeal,
  ServiceConfigModule,
  configuredOrDevelopmentSecret,
  secretSealFor,
} from '@flowershop/common/config';
import { createHealthController } from '@flowershop/common/health';
import { EventsModule } from '@flowershop/common/events';
import { DocumentStoreModule } from '@flowershop/common/persistence';
import { AdminService } from './admins/admin.service.js';
import { AdminsMsController } from './admins/admins.ms-controller.js';
import { CustomerService } from './customers/customer.service.js';
import { IdentityConfig } from './config/identity.config.js';
import { OTP_HMAC_KEY, deriveOtpKey } from './otp/otp-codes.js';
import { OtpSendLimits } from './otp/otp-send-limits.js';
import { OtpMsController } from './otp/otp.ms-controller.js';
import { OtpService } from './otp/otp.service.js';
import { TokenService } from './tokens/token.service.js';
import { TokensMsController } from './tokens/tokens.ms-controller.js';

@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    // Resolved when the app is built (its logger in place), not while the module is described:
    // the note that a development secret is used then comes in the configured log format.
    let secret: string | undefined;
    const jwtSecret = () =>
      (secret ??= configuredOrDevelopmentSecret({
        name: 'JWT_SECRET',
        configured: config.JWT_SECRET,
        dataDir: config.DATA_DIR,
        file: 'jwt-secret',
        logger: 'Identity',
      }));
    let signingKey: KeyObject | undefined;
    const signingKeyOf = () => (signingKey ??= createSecretKey(Buffer.from(jwtSecret(), 'utf8')));
    return {
      module: IdentityModule,
      imports: [
        ServiceConfigModule.register(IdentityConfig, config),
        DocumentStoreModule.forService(config, 'identity'),
        // A key object, not the string: given a string, jsonwebtoken first tries it as a public key
        // (a thrown error, ~2.5 ms) on every verify, and the gateway asks for one per request.
        JwtModule.register({ secretOrKeyProvider: signingKeyOf, signOptions: { algorithm: 'HS256' } }),
        EventsModule.forService(config, 'identity'),
      ],
      controllers: [createHealthController('identity'), AdminsMsController, TokensMsController, OtpMsController],
      providers: [
        TokenService,
        AdminService,
        CustomerService,
        OtpService,
        OtpSendLimits,
        { provide: OTP_HMAC_KEY, useFactory: () => deriveOtpKey(jwtSecret()) },
        { provide: SecretSeal, useFactory: () => secretSealFor(config, 'Identity') },
      ],
    };
  }
}
