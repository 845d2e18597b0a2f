import { useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormInput } from '../../../components/form/FormFields';
import { FormServerError } from '../../../components/form/FormServerError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { boxPrice } from '../../../lib/catalog/box-price';
import { keepDeleteFocus } from '../../../lib/admin/delete-focus';
import { useEditFocus } from '../../../lib/admin/use-edit-focus';
import { useSingleSubmit } from '../../../lib/forms/use-single-submit';
import { formatPrice } from '../../../lib/format-price';
import type { Box } from '../../../lib/api/schemas';
import type { BoxFormValues } from '../api/create-box';
import { deleteBox } from '../api/delete-box';
import { updateBox } from '../api/update-box';
import { firstFile, useBoxWrite, type BoxFormFields } from '../hooks/useBoxWrite';

const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this box?';

/** One box in the admin grid, edited in place (SPEC §2, DESIGN §8.10). */
export function AdminBoxCard({ box }: { box: Box }) {
  const [editing, setEditing] = useState(false);
  // Every card's buttons read "Edit" and "Delete": the box's name tells them apart.
  const nameId = useId();
  const form = useForm<BoxFormFields>();
  const save = useBoxWrite<BoxFormValues>(
    (values, key) => updateBox(box._id, values, key),
    'Failed to update box',
    form,
  );
  const remove = useBoxWrite<string>((id) => deleteBox(id), 'Failed to delete box');
  const busy = save.pending || remove.pending;
  // The form takes the place of the Edit button: focus goes into it, and back to Edit after it.
  const editForm = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editOpened = useEditFocus({
    editingId: editing ? box._id : undefined,
    form: editForm,
    focusFirstField: () => form.setFocus('name'),
    editButton,
  });

  function startEditing() {
    editOpened();
    // Current values are loaded; the image is not (a new one is optional).
    form.reset({ name: box.name ?? '', price: String(box.price ?? box.boxPrice ?? ''), image: null });
    save.reset();
    setEditing(true);
  }

  const onSave = useSingleSubmit(
    form.handleSubmit(async ({ name, price, image }) => {
      if (await save.run({ name, price, image: firstFile(image) }, 'Box saved')) setEditing(false);
    }),
  );

  async function handleDelete() {
    if (!window.confirm(DELETE_CONFIRM_TEXT)) return;
    const restoreFocus = keepDeleteFocus();
    remove.reset();
    await remove.run(box._id, 'Box deleted');
    restoreFocus();
  }

  return (
    <article className="admin-box-card" data-testid="admin-box-card" data-box-id={box._id}>
      {box.imageUrl ? (
        <img className="admin-box-card__image" src={box.imageUrl} alt={box.name} loading="lazy" />
      ) : (
        <div className="admin-box-card__image admin-box-card__image--empty" aria-hidden="true" />
      )}

      {editing ? (
        <FormProvider {...form}>
          <form ref={editForm} className="admin-box-card__body" noValidate onSubmit={onSave} data-testid="admin-box-edit-form">
            <FormInput label="Name" name="name" data-testid="admin-box-edit-name" />
            <FormInput label="Price ($)" name="price" inputMode="decimal" data-testid="admin-box-edit-price" />
            <FormInput
              label="New image (optional)"
              name="image"
              type="file"
              accept="image/*"
              data-testid="admin-box-edit-image"
            />
            <FormServerError message={save.serverError} testId="admin-box-edit-server-error" />
            <div className="admin-box-card__actions">
              <SubmitButton busy={save.pending} disabled={busy} testId="admin-box-save">
                Save
              </SubmitButton>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => setEditing(false)}
                data-testid="admin-box-cancel"
              >
                Cancel
              </button>
            </div>
          </form>
        </FormProvider>
      ) : (
        <div className="admin-box-card__body">
          <h3 id={nameId} className="admin-box-card__name admin-long-text" data-testid="admin-box-name">
            {box.name}
          </h3>
          <p className="admin-box-card__price" data-testid="admin-box-price">
            {formatPrice(boxPrice(box))}
          </p>
          <FormServerError message={remove.serverError} testId="admin-box-delete-error" />
          <div className="admin-box-card__actions">
            <button
              ref={editButton}
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-describedby={nameId}
              onClick={startEditing}
              data-testid="admin-box-edit"
            >
              Edit
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              aria-describedby={nameId}
              onClick={handleDelete}
              data-testid="admin-box-delete"
            >
              Delete
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
