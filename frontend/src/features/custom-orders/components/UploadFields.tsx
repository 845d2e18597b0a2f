import { CUSTOM_ORDER_LIMITS, latestCustomOrderDay, shopToday } from '@shop-rules/custom-order-limits';
import { CUSTOM_ORDER_RULES } from '../model/custom-order-form';
import { OrderField } from './OrderField';
import { UploadImageField } from './UploadImageField';

interface UploadFieldsProps {
  image: File | null;
  onImageChange: (file: File | null) => void;
}

/** Upload mode (SPEC §2, §5): an optional picture, flower type, occasion, budget and delivery date. */
export function UploadFields({ image, onImageChange }: UploadFieldsProps) {
  return (
    <fieldset className="custom-order__section" data-testid="custom-upload-fields">
      <legend className="custom-order__legend">Your idea</legend>
      <UploadImageField image={image} onChange={onImageChange} />
      <div className="custom-order__row">
        <OrderField
          name="flowerType"
          label="Flower type"
          placeholder="e.g. peonies and roses"
          maxLength={CUSTOM_ORDER_LIMITS.flowerType}
          testId="custom-flower-type"
        />
        <OrderField
          name="occasion"
          label="Occasion"
          placeholder="e.g. birthday"
          maxLength={CUSTOM_ORDER_LIMITS.occasion}
          testId="custom-occasion"
        />
      </div>
      <div className="custom-order__row">
        <OrderField
          name="budget"
          label="Budget"
          placeholder="e.g. $60–$80"
          maxLength={CUSTOM_ORDER_LIMITS.budget}
          testId="custom-budget"
        />
        <OrderField
          name="deliveryDate"
          label="Delivery date"
          type="date"
          min={shopToday()}
          max={latestCustomOrderDay()}
          rules={CUSTOM_ORDER_RULES.deliveryDate}
          testId="custom-delivery-date"
        />
      </div>
    </fieldset>
  );
}
