import { useRef, useState, type FormEvent } from 'react';
import { InputField } from '../../../components/Field';
import { createBox } from '../api/create-box';

interface AddBoxFormProps {
  onAdded: () => void;
  onFailure: (error: unknown, alertText: string) => void;
}

/** Name, price and image are sent as they are, even empty (SPEC §5); the server validates. */
export function AddBoxForm({ onAdded, onFailure }: AddBoxFormProps) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const imageRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      await createBox({ name, price, image: imageRef.current?.files?.[0] ?? null });
      setName('');
      setPrice('');
      form.reset();
      onAdded();
    } catch (error) {
      onFailure(error, 'Failed to add box');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="admin-panel admin-box-form" noValidate onSubmit={handleSubmit} data-testid="admin-box-form">
      <h2 className="admin-box-form__title">Add a Box</h2>
      <div className="admin-box-form__fields">
        <InputField
          label="Name"
          name="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          data-testid="admin-add-box-name"
        />
        <InputField
          label="Price ($)"
          name="price"
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          data-testid="admin-add-box-price"
        />
        <InputField
          label="Image"
          ref={imageRef}
          type="file"
          name="image"
          accept="image/*"
          data-testid="admin-add-box-image"
        />
      </div>
      <button type="submit" className="button button--primary" disabled={submitting} data-testid="admin-add-box-submit">
        {submitting ? 'Submitting...' : 'Add Box'}
      </button>
    </form>
  );
}
