import { useRef } from 'react';
import type { AdminProduct } from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { useAdminProducts } from '../hooks/useAdminProducts';
import { useProductDelete } from '../hooks/useProductDelete';
import { useProductForm } from '../hooks/useProductForm';
import { AdminProductForm } from './AdminProductForm';
import { AdminProductList } from './AdminProductList';
import './admin-catalog.css';

/** An admin catalogue screen: the add/edit form above the list; the list reloads after every change. */
export function AdminCatalogPage({ kind }: { kind: AdminCatalogKind }) {
  const { items, status, reload } = useAdminProducts(kind);
  const refresh = () => void reload();
  const form = useProductForm(kind, refresh);
  const formRef = useRef<HTMLDivElement>(null);
  const { remove, deletingId } = useProductDelete(kind, (deleted) => {
    // The product being edited is gone: nothing is left to save.
    if (form.editing?._id === deleted._id) form.cancelEdit();
    refresh();
  });

  function edit(product: AdminProduct) {
    form.startEdit(product);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="admin-catalog" data-testid={`${kind.testId}-page`}>
      <h1 className="admin-panel__title">{kind.texts.title}</h1>
      <div ref={formRef}>
        <AdminProductForm kind={kind} form={form} />
      </div>
      <AdminProductList
        kind={kind}
        products={items}
        status={status}
        onEdit={kind.editable ? edit : undefined}
        onDelete={remove}
        editingId={form.editing?._id}
        deletingId={deletingId}
        busy={form.submitting}
      />
    </div>
  );
}
