import { useRef, useState, type FormEvent } from 'react';
import { InputField } from '../../../components/Field';
import { boxPrice } from '../../../lib/catalog/box-price';
import { formatPrice } from '../../../lib/format-price';
import type { Box } from '../../../lib/types/catalog';
import { deleteBox } from '../api/delete-box';
import { updateBox } from '../api/update-box';

interface AdminBoxCardProps {
  box: Box;
  onChanged: () => void;
  onFailure: (error: unknown, alertText: string) => void;
}

const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this box?';

/** One box in the admin grid, edited in place (SPEC §2, DESIGN §8.10). */
export function AdminBoxCard({ box, onChanged, onFailure }: AdminBoxCardProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [busy, setBusy] = useState(false);
  const imageRef = useRef<HTMLInputElement>(null);

  function startEditing() {
    // Current values are loaded; the image is not (a new one is optional).
    setName(box.name ?? '');
    setPrice(String(box.price ?? box.boxPrice ?? ''));
    setEditing(true);
  }

  async function handleSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await updateBox(box._id, { name, price, image: imageRef.current?.files?.[0] ?? null });
      setEditing(false);
      onChanged();
    } catch (error) {
      onFailure(error, 'Failed to update box');
    } finally {
      setBusy(false);
    }
  }

  async function handleDelete() {
    if (!window.confirm(DELETE_CONFIRM_TEXT)) return;
    setBusy(true);
    try {
      await deleteBox(box._id);
      onChanged();
    } catch (error) {
      onFailure(error, 'Failed to delete box');
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="admin-box-card" data-testid="admin-box-card" data-box-id={box._id}>
      {box.imageUrl ? (
        <img className="admin-box-card__image" src={box.imageUrl} alt={box.name} loading="lazy" />
      ) : (
        <div className="admin-box-card__image admin-box-card__image--empty" aria-hidden="true" />
      )}

      {editing ? (
        <form className="admin-box-card__body" noValidate onSubmit={handleSave} data-testid="admin-box-edit-form">
          <InputField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-testid="admin-box-edit-name"
          />
          <InputField
            label="Price ($)"
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            data-testid="admin-box-edit-price"
          />
          <InputField
            label="New image (optional)"
            ref={imageRef}
            type="file"
            accept="image/*"
            data-testid="admin-box-edit-image"
          />
          <div className="admin-box-card__actions">
            <button type="submit" className="button button--primary" disabled={busy} data-testid="admin-box-save">
              {busy ? 'Submitting...' : 'Save'}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => setEditing(false)} data-testid="admin-box-cancel">
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="admin-box-card__body">
          <h3 className="admin-box-card__name" data-testid="admin-box-name">
            {box.name}
          </h3>
          <p className="admin-box-card__price" data-testid="admin-box-price">
            {formatPrice(boxPrice(box))}
          </p>
          <div className="admin-box-card__actions">
            <button type="button" className="button button--secondary" disabled={busy} onClick={startEditing} data-testid="admin-box-edit">
              Edit
            </button>
            <button type="button" className="button button--danger" disabled={busy} onClick={handleDelete} data-testid="admin-box-delete">
              Delete
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
