import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { Field } from '../../../components/Field';
import { FormInput } from '../../../components/form/FormFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { FlowerLogo } from '../../../components/icons/icons';
import { EyeIcon, EyeOffIcon } from '../../../components/icons/password-visibility-icons';
import { sessionHasEnded } from '../../../lib/admin/session-ended';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminLogin } from '../hooks/useAdminLogin';
import type { AdminLoginBody } from '../../../lib/api/schemas';
import './admin-login.css';

/** `/admin/login`: e-mail and password with a show/hide toggle (SPEC §2). */
export default function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const form = useForm<AdminLoginBody>({ defaultValues: { email: '', password: '' } });
  const [showPassword, setShowPassword] = useState(false);
  const { login, submitting } = useAdminLogin();
  const sessionEnded = sessionHasEnded(useLocation().state);

  return (
    <main className="admin-login">
      {/* noValidate: the form is posted as typed, even empty (SPEC §5). */}
      <FormProvider {...form}>
        <form
          className="admin-login__card"
          noValidate
          onSubmit={form.handleSubmit((credentials) => login(credentials))}
          data-testid="admin-login-form"
        >
          <div className="admin-login__brand">
            <FlowerLogo />
            <h1 className="admin-login__title">Admin Login</h1>
          </div>
          {sessionEnded && (
            <p className="admin-login__notice" role="status" data-testid="admin-session-ended">
              Your session has ended. Please log in again.
            </p>
          )}

          <FormInput label="E-mail" type="email" name="email" autoComplete="username" data-testid="admin-email" />

          <Field label="Password">
            <span className="admin-login__password">
              <input
                className="input"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                {...form.register('password')}
                data-testid="admin-password"
              />
              <button
                type="button"
                className="icon-button admin-login__toggle"
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                data-testid="toggle-password"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOffIcon /> : <EyeIcon />}
              </button>
            </span>
          </Field>

          <SubmitButton busy={submitting} className="button--block" testId="admin-login-submit">
            Login
          </SubmitButton>
        </form>
      </FormProvider>
    </main>
  );
}
