import { FormProvider, useForm } from 'react-hook-form';
import { FormInput } from '../../../components/form/FormFields';
import { FormServerError } from '../../../components/form/FormServerError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useSingleSubmit } from '../../../lib/forms/use-single-submit';
import { createBox, type BoxFormValues } from '../api/create-box';
import { firstFile, useBoxWrite, type BoxFormFields } from '../hooks/useBoxWrite';

const EMPTY: BoxFormFields = { name: '', price: '', image: null };

/** Name, price and image are sent as they are, even empty (SPEC §5); the server validates. */
export function AddBoxForm() {
  const form = useForm<BoxFormFields>({ defaultValues: EMPTY });
  const add = useBoxWrite<BoxFormValues>(createBox, 'Failed to add box', form);

  const onSubmit = useSingleSubmit(
    form.handleSubmit(async ({ name, price, image }) => {
      if (await add.run({ name, price, image: firstFile(image) }, 'Box added')) form.reset(EMPTY);
    }),
  );

  return (
    <FormProvider {...form}>
      <form className="admin-panel admin-box-form" noValidate onSubmit={onSubmit} data-testid="admin-box-form">
        <h2 className="admin-box-form__title">Add a Box</h2>
        <div className="admin-box-form__fields">
          <FormInput label="Name" name="name" data-testid="admin-add-box-name" />
          <FormInput label="Price ($)" name="price" inputMode="decimal" data-testid="admin-add-box-price" />
          <FormInput label="Image" name="image" type="file" accept="image/*" data-testid="admin-add-box-image" />
        </div>
        <FormServerError message={add.serverError} testId="admin-add-box-server-error" />
        <SubmitButton busy={add.pending} testId="admin-add-box-submit">
          Add Box
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
