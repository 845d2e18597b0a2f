import { documentStoreContract } from '../testing/document-store.contract.js';
import { NedbDocumentStore } from './nedb-document-store.js';

// The store of unit specs answers as the embedded default does: same contract, no folder.
documentStoreContract('nedb in memory', async () => new NedbDocumentStore());
