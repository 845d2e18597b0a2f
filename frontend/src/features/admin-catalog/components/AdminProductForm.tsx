import { Controller, FormProvider } from 'react-hook-form';
import { FormInput, FormSelect, FormTextarea } from '../../../components/form/FormFields';
import { FormServerError } from '../../../components/form/FormServerError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { OCCASIONS } from '../../../config/navigation';
import type { ProductField } from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';
import type { ProductFormState } from '../hooks/useProductForm';
import { ImagePicker } from './ImagePicker';

interface AdminProductFormProps {
  kind: AdminCatalogKind;
  form: ProductFormState;
}

const LABELS: Record<ProductField, string> = {
  name: 'Name',
  price: 'Price ($)',
  category: 'Category',
  description: 'Description (optional)',
};

/** The add/edit form of an admin catalogue; which fields, rules and texts come from `kind`. */
export function AdminProductForm({ kind, form }: AdminProductFormProps) {
  const { editing, submitting } = form;
  const id = kind.testId;

  function fieldInput(field: ProductField) {
    const common = {
      name: field,
      label: LABELS[field],
      required: kind.nativeRequired.includes(field),
      'data-testid': `${id}-${field}`,
    };
    switch (field) {
      case 'price':
        return <FormInput {...common} type="number" inputMode="decimal" min="0.01" step="0.01" />;
      case 'category':
        return (
          <FormSelect {...common}>
            <option value="">Select a category</option>
            {OCCASIONS.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </FormSelect>
        );
      case 'description':
        return <FormTextarea {...common} className="admin-product-form__description" rows={3} />;
      default:
        return <FormInput {...common} />;
    }
  }

  return (
    <FormProvider {...form.form}>
      <form
        className="admin-panel admin-product-form"
        noValidate={kind.nativeRequired.length === 0}
        onSubmit={form.handleSubmit}
        aria-label={editing ? kind.texts.editTitle : kind.texts.addTitle}
        data-testid={`${id}-form`}
        data-mode={editing ? 'edit' : 'add'}
      >
        <h2 className="admin-product-form__title" data-testid={`${id}-form-title`}>
          {editing ? kind.texts.editTitle : kind.texts.addTitle}
        </h2>
        <div className="admin-product-form__fields">
          {kind.fields.map((field) => (
            <div key={field} className={`admin-product-form__field admin-product-form__field--${field}`}>
              {fieldInput(field)}
            </div>
          ))}
        </div>
        <Controller
          control={form.form.control}
          name="images"
          render={({ field }) => (
            <ImagePicker
              label={kind.texts.imagesLabel}
              hint={editing ? kind.texts.editImagesHint : kind.texts.imagesHint}
              files={field.value}
              onChange={field.onChange}
              max={kind.maxImages}
              overflowAlert={kind.overflowAlert}
              disabled={submitting}
              testId={`${id}-image`}
            />
          )}
        />
        <FormServerError message={form.serverError} testId={`${id}-server-error`} />
        <div className="admin-product-form__actions">
          <SubmitButton busy={submitting} testId={`${id}-submit`}>
            {editing ? kind.texts.updateButton : kind.texts.addButton}
          </SubmitButton>
          {editing && (
            <button
              type="button"
              className="button button--secondary"
              disabled={submitting}
              onClick={form.cancelEdit}
              data-testid={`${id}-cancel`}
            >
              Cancel
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
