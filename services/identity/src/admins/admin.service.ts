import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';
import {
  DOCUMENT_STORE,
  ServiceError,
  type AdminLoginResult,
  type Collection,
  type DocumentStore,
} from '@flowershop/common';
import { IdentityConfig } from '../config/identity.config.js';
import { TokenService } from '../tokens/token.service.js';

/** OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet cheap enough not to stall the service. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

interface AdminRecord {
  _id: string;
  email: string;
  passwordHash: string;
  createdAt: string;
}

/** Admin accounts: argon2id password hashes, one login answer for every kind of failure. */
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

  /** Creates the admin, or resets its password to the configured one. */
  async seed(rawEmail: string, password: string): Promise<void> {
    const email = normalize(rawEmail);
    const existing = await this.admins.findOne({ email });
    if (existing && (await argon2.verify(existing.passwordHash, password))) return;
    const passwordHash = await argon2.hash(password, HASH_OPTIONS);
    if (existing) {
      await this.admins.updateOne({ _id: existing._id }, { $set: { passwordHash } });
    } else {
      await this.admins.insert({ email, passwordHash, createdAt: new Date().toISOString() });
    }
    this.logger.log(`Admin account ${email} is ready`);
  }

  async login(rawEmail: string, password: string): Promise<AdminLoginResult> {
    const email = normalize(rawEmail);
    const admin = email ? await this.admins.findOne({ email }) : null;
    const hash = admin?.passwordHash ?? (await this.decoyHash);
    const matches = await argon2.verify(hash, password).catch(() => false);
    if (!admin || !matches) {
      throw new ServiceError('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password', 401);
    }
    const token = await this.tokens.issue({ sub: admin._id, email: admin.email, role: 'admin' });
    return { token, admin: { email: admin.email } };
  }
}

function normalize(email: string): string {
  return email.trim().toLowerCase();
}
