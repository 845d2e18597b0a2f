import type { ChangeEvent } from 'react';
import { Field } from '../../../components/Field';
import { OCCASION_CATEGORIES } from '../../../config/navigation';
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
  const { values, setField, editing, submitting } = form;
  const id = kind.testId;
  const required = (field: ProductField) => kind.nativeRequired.includes(field);

  function fieldInput(field: ProductField) {
    const common = {
      name: field,
      required: required(field),
      value: values[field],
      'data-testid': `${id}-${field}`,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        setField(field, event.target.value),
    };
    switch (field) {
      case 'price':
        return <input {...common} className="input" type="number" inputMode="decimal" min="0.01" step="0.01" />;
      case 'category':
        return (
          <select {...common} className="input">
            <option value="">Select a category</option>
            {OCCASION_CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        );
      case 'description':
        return <textarea {...common} className="input admin-product-form__description" rows={3} />;
      default:
        return <input {...common} className="input" />;
    }
  }

  return (
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
          <Field
            key={field}
            className={`admin-product-form__field admin-product-form__field--${field}`}
            label={LABELS[field]}
          >
            {fieldInput(field)}
          </Field>
        ))}
      </div>
      <ImagePicker
        label={kind.texts.imagesLabel}
        hint={editing ? kind.texts.editImagesHint : kind.texts.imagesHint}
        files={form.images}
        onChange={form.setImages}
        max={kind.maxImages}
        overflowAlert={kind.overflowAlert}
        disabled={submitting}
        testId={`${id}-image`}
      />
      <div className="admin-product-form__actions">
        <button type="submit" className="button button--primary" disabled={submitting} data-testid={`${id}-submit`}>
          {submitting ? 'Submitting...' : editing ? kind.texts.updateButton : kind.texts.addButton}
        </button>
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
  );
}
