import { Injectable } from '@nestjs/common';
import type { ProductKind } from '@flowershop/common/contracts';
import type { Request, Response } from 'express';
import { CatalogReadCache } from './catalog-read-cache.js';
import { carriesCredentials } from './credentials-present.js';
import { sendPrepared } from './send-prepared.js';

/**
 * What the catalogue routes use: a public read answered from the cache (or loaded into it, once
 * however many ask), a signed-in read straight from the catalogue, and a write through this
 * gateway marked as a change at once (its event may come a moment after the write's answer).
 */
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

  /** Runs a write of `kind`; whatever its outcome (a time-out may still land), the kind is read anew. */
  async write<T>(kind: ProductKind, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } finally {
      this.cache.changed(kind);
    }
  }
}
