import { useCallback, useState, type FormEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useAdminWrite, type AdminWrite } from '../../../lib/admin/use-admin-write';
import { useSingleSubmit } from '../../../lib/forms/use-single-submit';
import { createAdminProduct } from '../api/create-admin-product';
import { updateAdminProduct } from '../api/update-admin-product';
import type { Product } from '../../../lib/api/schemas';
import { EMPTY_FORM_VALUES, toFormValues, type ProductFormValues } from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';
import { changedFields, filledFields, productFormData } from '../model/product-payload';

/** The form's values: the text fields and the chosen images. */
export type ProductFormFields = ProductFormValues & { images: File[] };

const EMPTY_FIELDS: ProductFormFields = { ...EMPTY_FORM_VALUES, images: [] };

interface SaveInput {
  editing: Product | null;
  formData: FormData;
}

export interface ProductFormState {
  form: UseFormReturn<ProductFormFields>;
  /** The product being edited; null in add mode. */
  editing: Product | null;
  startEdit: (product: Product) => void;
  /** Leaves edit mode without a request: back to an empty add form. */
  cancelEdit: () => void;
  submitting: boolean;
  /** Why the server refused the last save, shown beside the form. */
  serverError: string | null;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The add/edit form of an admin catalogue (SPEC §4, §5), on react-hook-form. Add sends the
 * filled-in fields and the images; edit sends only what changed, plus new images if any (none
 * keeps the current ones). A successful save, or Cancel, returns to an empty add form.
 */
export function useProductForm(kind: AdminCatalogKind): ProductFormState {
  const form = useForm<ProductFormFields>({ defaultValues: EMPTY_FIELDS });
  const [editing, setEditing] = useState<Product | null>(null);
  const save: AdminWrite<SaveInput> = useAdminWrite<SaveInput>({
    write: ({ editing: product, formData }, key) =>
      product ? updateAdminProduct(kind, product._id, formData, key) : createAdminProduct(kind, formData, key),
    invalidates: [kind.resource],
    failure: kind.saveFailure,
    form,
  });
  const { reset: resetForm } = form;
  const { reset: resetSave } = save;

  const backToAdd = useCallback(() => {
    resetForm(EMPTY_FIELDS);
    setEditing(null);
    resetSave();
  }, [resetForm, resetSave]);

  const startEdit = useCallback(
    (product: Product) => {
      resetForm({ ...toFormValues(product), images: [] });
      setEditing(product);
      resetSave();
    },
    [resetForm, resetSave],
  );

  async function submit({ images, ...values }: ProductFormFields): Promise<void> {
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
    const saved = await save.run({ editing, formData }, editing ? kind.texts.savedToast : kind.texts.addedToast);
    if (saved) backToAdd();
  }

  const handleSubmit = useSingleSubmit(form.handleSubmit(submit));

  return {
    form,
    editing,
    startEdit,
    cancelEdit: backToAdd,
    submitting: save.pending,
    serverError: save.serverError,
    handleSubmit,
  };
}
