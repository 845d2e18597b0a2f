import { useCallback, useState, type FormEvent } from 'react';
import { useAdminFailure } from '../../../lib/admin/use-admin-failure';
import { createAdminProduct } from '../api/create-admin-product';
import { updateAdminProduct } from '../api/update-admin-product';
import {
  EMPTY_FORM_VALUES,
  toFormValues,
  type AdminProduct,
  type ProductField,
  type ProductFormValues,
} from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { changedFields, filledFields, productFormData } from '../model/product-payload';

export interface ProductFormState {
  values: ProductFormValues;
  setField: (field: ProductField, value: string) => void;
  images: File[];
  setImages: (images: File[]) => void;
  /** The product being edited; null in add mode. */
  editing: AdminProduct | null;
  startEdit: (product: AdminProduct) => void;
  /** Leaves edit mode without a request: back to an empty add form. */
  cancelEdit: () => void;
  submitting: boolean;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The add/edit form of an admin catalogue (SPEC §4, §5). Add sends the filled-in fields and the
 * images; edit sends only what changed, plus new images if any (none keeps the current ones).
 * A successful save, or Cancel, returns to an empty add form.
 */
export function useProductForm(kind: AdminCatalogKind, onSaved: () => void): ProductFormState {
  const reportFailure = useAdminFailure();
  const [values, setValues] = useState<ProductFormValues>(EMPTY_FORM_VALUES);
  const [images, setImages] = useState<File[]>([]);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setField = useCallback((field: ProductField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const backToAdd = useCallback(() => {
    setValues(EMPTY_FORM_VALUES);
    setImages([]);
    setEditing(null);
  }, []);

  const startEdit = useCallback((product: AdminProduct) => {
    setValues(toFormValues(product));
    setImages([]);
    setEditing(product);
  }, []);

  async function save(): Promise<void> {
    const check = kind.check(values, images.length, editing ? 'edit' : 'add');
    if (!check.ok) {
      if (check.alert) window.alert(check.alert);
      return;
    }
    const fields = editing
      ? changedFields(values, toFormValues(editing), kind.fields)
      : filledFields(values, kind.fields);
    if (editing && Object.keys(fields).length === 0 && images.length === 0) {
      // Nothing changed: there is nothing to send, and the edit is done.
      backToAdd();
      return;
    }
    const formData = productFormData(fields, images, kind.imagePart);
    setSubmitting(true);
    try {
      if (editing) await updateAdminProduct(kind, editing._id, formData);
      else await createAdminProduct(kind, formData);
      backToAdd();
      onSaved();
    } catch (error) {
      reportFailure(error, kind.saveFailure.message, kind.saveFailure.display);
    } finally {
      setSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) void save();
  }

  return { values, setField, images, setImages, editing, startEdit, cancelEdit: backToAdd, submitting, handleSubmit };
}
