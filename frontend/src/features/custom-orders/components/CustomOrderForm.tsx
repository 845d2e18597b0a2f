import { FormProvider, useWatch } from 'react-hook-form';
import { CUSTOM_ORDER_LIMITS } from '@shop-rules/custom-order-limits';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useCustomOrderForm } from '../hooks/useCustomOrderForm';
import { CUSTOM_ORDER_RULES } from '../model/custom-order-form';
import { ExistingProductFields } from './ExistingProductFields';
import { ModeSwitch } from './ModeSwitch';
import { OrderField } from './OrderField';
import { UploadFields } from './UploadFields';

export const SUBMITTED_TEXT = '✅ Custom order submitted successfully! Wait for the response';
export const FAILED_TEXT = '❌ Failed to submit order';

/**
 * The custom order form (SPEC §2–§5, §8). As on the contact form, the browser's own checks are
 * off (`noValidate`): the rules show their reasons beside the fields and focus the first, and
 * the outcome is said inline under the button until the next submit.
 */
export function CustomOrderForm() {
  const { form, onSubmit, submitting, outcome, failureDetail, foundProduct, chooseProduct, image, setImage, edited } =
    useCustomOrderForm();
  const mode = useWatch({ control: form.control, name: 'mode' });
  return (
    <section className="custom-order-card" aria-labelledby="custom-order-form-title">
      <h2 id="custom-order-form-title" className="custom-order-card__title">
        Tell us about your bouquet
      </h2>
      <p className="custom-order__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with a star</span> are required.
      </p>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="custom-order-form" data-testid="custom-order-form">
          <ModeSwitch />

          <fieldset className="custom-order__section">
            <legend className="custom-order__legend">Your details</legend>
            <OrderField
              name="name"
              label="Name"
              required
              rules={CUSTOM_ORDER_RULES.name}
              maxLength={CUSTOM_ORDER_LIMITS.name}
              autoComplete="name"
              testId="custom-name"
            />
            <div className="custom-order__row">
              <OrderField
                name="email"
                label="E-mail"
                type="email"
                required
                rules={CUSTOM_ORDER_RULES.email}
                maxLength={CUSTOM_ORDER_LIMITS.email}
                autoComplete="email"
                testId="custom-email"
              />
              <OrderField
                name="phone"
                label="Phone"
                type="tel"
                required
                rules={CUSTOM_ORDER_RULES.phone}
                maxLength={CUSTOM_ORDER_LIMITS.phone}
                autoComplete="tel"
                testId="custom-phone"
              />
            </div>
          </fieldset>

          {mode === 'upload' ? (
            <UploadFields image={image} onImageChange={setImage} />
          ) : (
            <ExistingProductFields foundProduct={foundProduct} onFound={chooseProduct} onListEdit={edited} />
          )}

          <OrderField
            name="message"
            label="Message"
            multiline
            maxLength={CUSTOM_ORDER_LIMITS.message}
            testId="custom-message"
          />

          <SubmitButton busy={submitting} className="custom-order-form__submit" testId="custom-submit">
            Submit Order
          </SubmitButton>
          <FormOutcome
            outcome={outcome}
            successText={SUBMITTED_TEXT}
            failureText={FAILED_TEXT}
            successTestId="custom-result"
            failureTestId="custom-result"
            failureDetail={failureDetail}
            failureDetailTestId="custom-result-detail"
          />
        </form>
      </FormProvider>
    </section>
  );
}
