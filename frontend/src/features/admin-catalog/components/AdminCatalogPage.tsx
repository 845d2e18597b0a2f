import { useRef } from 'react';
import { FormServerError } from '../../../components/form/FormServerError';
import { useEditFocus } from '../../../lib/admin/use-edit-focus';
import { useCatalogList } from '../../../lib/catalog/use-catalog-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { Product } from '../../../lib/api/schemas';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { useProductDelete } from '../hooks/useProductDelete';
import { useProductForm } from '../hooks/useProductForm';
import { AdminProductForm } from './AdminProductForm';
import { AdminProductList } from './AdminProductList';
import '../../../lib/admin/admin-table.css';
import './admin-catalog.css';

/** The admin list keeps the API's order (price low to high). */
const asListed = (products: Product[]) => products;

/**
 * An admin catalogue screen: the add/edit form above the list. The list is the cached
 * `GET /{resource}`; every write refreshes it (and the storefront's lists of the same kind).
 */
export function AdminCatalogPage({ kind }: { kind: AdminCatalogKind }) {
  useDocumentTitle(`${kind.texts.title} · Admin`);
  const { items, status, retry } = useCatalogList(kind.resource, undefined, asListed);
  const form = useProductForm(kind);
  const formRef = useRef<HTMLDivElement>(null);
  const { remove, deletingId, deleteError } = useProductDelete(kind, (deleted) => {
    // The product being edited is gone: nothing is left to save.
    if (form.editing?._id === deleted._id) form.cancelEdit();
  });

  const editOpened = useEditFocus({
    editingId: form.editing?._id,
    form: formRef,
    focusFirstField: () => form.form.setFocus('name'),
  });

  function edit(product: Product) {
    form.startEdit(product);
    editOpened();
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="admin-catalog" data-testid={`${kind.testId}-page`}>
      <h1 className="admin-panel__title">{kind.texts.title}</h1>
      <div ref={formRef}>
        <AdminProductForm kind={kind} form={form} />
      </div>
      <FormServerError message={deleteError} testId={`${kind.testId}-delete-error`} />
      <AdminProductList
        kind={kind}
        products={items}
        status={status}
        onRetry={retry}
        onEdit={kind.editable ? edit : undefined}
        onDelete={remove}
        editingId={form.editing?._id}
        deletingId={deletingId}
        busy={form.submitting}
      />
    </div>
  );
}
