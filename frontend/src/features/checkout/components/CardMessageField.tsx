import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../components/Field';
import { SHOP } from '../../../config/shop';
import { CARD_MESSAGE_MAX, cardCountAnnouncement, cardMessageLeft } from '../model/card-message';
import type { CheckoutFormValues } from '../model/checkout-form';

/**
 * Step 1's optional gift card message (issue 13): a textarea that stops at the limit, a count
 * under it (read with the field), a polite announcement only at a few marks (50, 20, 10 left,
 * full) rather than at every keystroke, and a preview of the card.
 */
export function CardMessageField() {
  const { register, control } = useFormContext<CheckoutFormValues>();
  const message = useWatch({ control, name: 'cardMessage' }) ?? '';
  const hintId = useId();
  const countId = useId();
  const [announcement, setAnnouncement] = useState('');
  const lengthBefore = useRef(message.length);

  const field = register('cardMessage', {
    onChange: (event: { target: { value: string } }) => {
      const said = cardCountAnnouncement(lengthBefore.current, event.target.value.length);
      lengthBefore.current = event.target.value.length;
      if (said !== null) setAnnouncement(said);
    },
  });

  return (
    <div className="checkout-fields__wide card-message" data-testid="card-message">
      <Field label="Card message (optional)">
        <textarea
          className="input card-message__input"
          rows={3}
          maxLength={CARD_MESSAGE_MAX}
          aria-describedby={`${hintId} ${countId}`}
          data-testid="checkout-cardMessage"
          {...field}
        />
      </Field>
      <div className="card-message__under">
        <p id={hintId} className="checkout-fields__hint">
          We write it on a card that goes with your flowers. Prices are never on it.
        </p>
        <p id={countId} className="card-message__count" data-testid="card-message-count">
          <span aria-hidden="true">
            {message.length} / {CARD_MESSAGE_MAX}
          </span>
          <span className="visually-hidden">{cardMessageLeft(message)} of {CARD_MESSAGE_MAX} characters left</span>
        </p>
      </div>
      <p className="visually-hidden" role="status" data-testid="card-message-announcement">
        {announcement}
      </p>
      {/* The field itself is what a screen reader reads; the card only shows how it will look. */}
      <figure className="card-preview" aria-hidden="true" data-testid="card-message-preview">
        <div className={message.trim() ? 'card-preview__card' : 'card-preview__card card-preview__card--empty'}>
          <span className="card-preview__ribbon" />
          <p className="card-preview__text" data-testid="card-message-preview-text">
            {message.trim() || 'Your message will appear here'}
          </p>
          <p className="card-preview__from">{SHOP.name}</p>
        </div>
        <figcaption className="card-preview__caption">Card preview</figcaption>
      </figure>
    </div>
  );
}
