import { documentStoreContract } from './document-store.contract.js';
import { NedbDocumentStore } from './nedb-document-store.js';

// The store of unit specs answers as the embedded default does: same contract, no folder.
documentStoreContract('nedb in memory', async () => new NedbDocumentStore());
