import { FormProvider } from 'react-hook-form';
import { FormOutcome } from '../../../components/form/FormOutcome';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useContactForm } from '../hooks/useContactForm';
import { ContactField } from './ContactField';

export const SENT_TEXT = '✅ Your message has been sent successfully!';
export const FAILED_TEXT = '❌ Failed to send message. Please try again.';

/**
 * The contact form (SPEC §2, §5, §8). The browser's own checks are off (`noValidate`): the
 * form's rules show their reasons beside the fields, in the shop's words, and focus the first.
 */
export function ContactForm() {
  const { form, onSubmit, sending, outcome } = useContactForm();
  return (
    <section className="contact-card contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-card__title">
        Send us a message
      </h2>
      <p className="contact-card__lead">
        Questions about an order, a special occasion or a custom bouquet? Write to us and we will answer within one
        working day. Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with a star</span> are required.
      </p>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} data-testid="contact-form">
          <div className="contact-form__row">
            <ContactField name="name" label="Name" required autoComplete="name" />
            <ContactField name="email" label="E-mail" type="email" required autoComplete="email" />
          </div>
          <div className="contact-form__row">
            <ContactField name="phone" label="Phone" type="tel" autoComplete="tel" />
            <ContactField name="subject" label="Subject" />
          </div>
          <ContactField name="message" label="Message" required multiline />
          <SubmitButton busy={sending} busyLabel="Sending..." className="contact-form__submit" testId="contact-submit">
            Send Message
          </SubmitButton>
          <FormOutcome
            outcome={outcome}
            successText={SENT_TEXT}
            failureText={FAILED_TEXT}
            successTestId="contact-success"
            failureTestId="contact-failure"
          />
        </form>
      </FormProvider>
    </section>
  );
}
