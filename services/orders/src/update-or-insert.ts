import {
  DuplicateKeyError,
  type Collection,
  type Filter,
  type NewDocument,
  type StoredDocument,
  type UpdateSpec,
} from '@flowershop/common/persistence';

/**
 * The store has no upsert: updates what `filter` matches, else inserts `created`; an insert that
 * lost the race to a concurrent one updates after all. False when the filter matched nothing even then.
 */
export async function updateOrInsert<T extends StoredDocument>(
  collection: Collection<T>,
  filter: Filter,
  update: UpdateSpec,
  created: NewDocument<T>,
): Promise<boolean> {
  if (await collection.updateOne(filter, update)) return true;
  try {
    await collection.insert(created);
    return true;
  } catch (error) {
    if (!(error instanceof DuplicateKeyError)) throw error;
  }
  return !!(await collection.updateOne(filter, update));
}
