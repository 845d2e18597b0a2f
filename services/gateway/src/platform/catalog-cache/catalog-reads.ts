import { Injectable } from '@nestjs/common';
import type { ProductKind } from '@flowershop/common/contracts';
import type { Request, Response } from 'express';
import { CatalogReadCache } from './catalog-read-cache.js';
import { carriesCredentials } from '../security/credentials.js';
import { sendPrepared } from './send-prepared.js';

/** Public reads from the cache, signed-in reads from the catalogue; own writes are a change at once (their event may come later). */
@Injectable()
export class CatalogReads {
  constructor(private readonly cache: CatalogReadCache) {}

  async answer(request: Request, response: Response, key: string, load: () => Promise<unknown>): Promise<void> {
    if (carriesCredentials(request)) {
      response.json(await load());
      return;
    }
    sendPrepared(request, response, await this.cache.read(key, load));
  }

  /** Whatever the outcome (a time-out may still land), the kind is read anew. */
  async write<T>(kind: ProductKind, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } finally {
      this.cache.changed(kind);
    }
  }
}
