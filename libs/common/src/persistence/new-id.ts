import { randomBytes } from 'node:crypto';

/** 24 hex characters, the same shape in both adapters (and like a Mongo ObjectId). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
