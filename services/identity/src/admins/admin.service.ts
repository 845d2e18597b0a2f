import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';
import type { AdminLoginResult } from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import { DOCUMENT_STORE, type Collection, type DocumentStore } from '@flowershop/common/persistence';
import { IdentityConfig } from '../config/identity.config.js';
import { TokenService } from '../tokens/token.service.js';
import { normalizeEmail } from '@flowershop/common/mail';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet cheap enough not to stall the service. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

interface AdminRecord {
  _id: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  /** Set when another account became the configured admin: no login, no valid token. */
  retiredAt?: string;
  /** Raised on every password change (and re-activation); tokens carry the one they were issued under. */
  tokenGeneration?: number;
}

/**
 * One login answer for every kind of failure. The environment names the one admin: changing ADMIN_EMAIL
 * retires the previous account, changing ADMIN_PASSWORD makes every earlier token invalid.
 */
@Injectable()
export class AdminService implements OnModuleInit {
  private readonly logger = new Logger('Admins');
  private readonly admins: Collection<AdminRecord>;
  /** Verified against when the e-mail is unknown, so both failures take the same time. */
  private decoyHash!: Promise<string>;

  constructor(
    private readonly config: IdentityConfig,
    private readonly tokens: TokenService,
    @Inject(DOCUMENT_STORE) store: DocumentStore,
  ) {
    this.admins = store.collection<AdminRecord>('admins');
  }

  async onModuleInit(): Promise<void> {
    this.decoyHash = argon2.hash('decoy-password-for-timing', HASH_OPTIONS);
    await this.admins.ensureIndex('email', { unique: true });
    if (this.config.ADMIN_EMAIL && this.config.ADMIN_PASSWORD) {
      await this.seed(this.config.ADMIN_EMAIL, this.config.ADMIN_PASSWORD);
    } else if ((await this.admins.count()) === 0) {
      this.logger.warn('No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
    }
  }

  /** Creates the admin, or resets its password to the configured one; retires every other admin. */
  async seed(rawEmail: string, password: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    await this.retireAllBut(email);
    const existing = await this.admins.findOne({ email });
    if (!existing) {
      const passwordHash = await argon2.hash(password, HASH_OPTIONS);
      await this.admins.insert({ email, passwordHash, createdAt: new Date().toISOString(), tokenGeneration: 0 });
      this.logger.log(`Admin account ${email} is ready`);
      return;
    }
    const samePassword = await argon2.verify(existing.passwordHash, password);
    if (samePassword && !existing.retiredAt) return;
    const passwordHash = samePassword ? existing.passwordHash : await argon2.hash(password, HASH_OPTIONS);
    await this.admins.updateOne(
      { _id: existing._id },
      { $set: { passwordHash }, $unset: { retiredAt: true }, $inc: { tokenGeneration: 1 } },
    );
    this.logger.log(`Admin account ${email}: ${samePassword ? 'active again' : 'new password'}; older tokens are void`);
  }

  async isCurrent(adminId: string, generation: number): Promise<boolean> {
    const admin = await this.admins.findById(adminId);
    return !!admin && !admin.retiredAt && (admin.tokenGeneration ?? 0) === generation;
  }

  async login(rawEmail: string, password: string): Promise<AdminLoginResult> {
    const email = normalizeEmail(rawEmail);
    const admin = email ? await this.admins.findOne({ email }) : null;
    const hash = admin?.passwordHash ?? (await this.decoyHash);
    const matches = await argon2.verify(hash, password).catch(() => false);
    if (!admin || !matches || admin.retiredAt) {
      throw new ServiceError('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password', 401);
    }
    const token = await this.tokens.issue(
      { sub: admin._id, email: admin.email, role: 'admin' },
      { gen: admin.tokenGeneration ?? 0 },
    );
    return { token, admin: { email: admin.email } };
  }

  private async retireAllBut(email: string): Promise<void> {
    const others = await this.admins.find({ email: { $ne: email } });
    for (const admin of others.filter((other) => !other.retiredAt)) {
      await this.admins.updateOne({ _id: admin._id }, { $set: { retiredAt: new Date().toISOString() } });
      this.logger.log(`Admin account ${admin.email} is retired: ${email} is the admin now`);
    }
  }
}
