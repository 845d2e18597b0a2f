import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_STORE,
  ServiceError,
  type Collection,
  type DocumentStore,
  type Principal,
  type Role,
} from '@flowershop/common';
import { IdentityConfig } from '../config/identity.config.js';

interface RevokedToken {
  _id: string;
  expiresAt: number;
}

interface TokenClaims extends Principal {
  jti: string;
  exp: number;
}

/** Issues signed tokens and remembers revoked ones until they would have expired anyway. */
@Injectable()
export class TokenService implements OnModuleInit {
  private readonly revoked: Collection<RevokedToken>;

  constructor(
    private readonly jwt: JwtService,
    private readonly config: IdentityConfig,
    @Inject(DOCUMENT_STORE) store: DocumentStore,
  ) {
    this.revoked = store.collection<RevokedToken>('revoked_tokens');
  }

  async onModuleInit(): Promise<void> {
    await this.revoked.deleteMany({ expiresAt: { $lt: Date.now() } });
  }

  async issue(principal: Principal): Promise<string> {
    const ttl =
      principal.role === 'admin' ? this.config.ADMIN_TOKEN_TTL_SECONDS : this.config.CUSTOMER_TOKEN_TTL_SECONDS;
    return await this.jwt.signAsync({ ...principal }, { expiresIn: ttl, jwtid: randomUUID() });
  }

  async verify(token: string): Promise<Principal> {
    const claims = await this.decode(token);
    if (await this.revoked.findById(claims.jti)) throw this.invalid();
    return { sub: claims.sub, email: claims.email, role: claims.role };
  }

  async revoke(token: string): Promise<{ revoked: true }> {
    const claims = await this.decode(token);
    if (!(await this.revoked.findById(claims.jti))) {
      await this.revoked.insert({ _id: claims.jti, expiresAt: claims.exp * 1000 });
    }
    return { revoked: true };
  }

  private async decode(token: string): Promise<TokenClaims> {
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'] });
      if (!claims.jti || !isRole(claims.role)) throw new Error('incomplete claims');
      return claims;
    } catch {
      throw this.invalid();
    }
  }

  private invalid(): ServiceError {
    return new ServiceError('IDENTITY.TOKEN_INVALID', 'Invalid or expired token', 401);
  }
}

function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'customer';
}
