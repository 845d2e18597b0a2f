import { useState, type FormEvent } from 'react';
import { Field, InputField } from '../../../components/Field';
import { EyeIcon, EyeOffIcon, FlowerLogo } from '../../../components/icons/icons';
import { useAdminLogin } from '../hooks/useAdminLogin';
import './admin-login.css';

/** `/admin/login`: e-mail and password with a show/hide toggle (SPEC §2). */
export default function AdminLoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const { login, submitting } = useAdminLogin();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void login({ email, password });
  }

  return (
    <main className="admin-login">
      {/* noValidate: the form is posted as typed, even empty (SPEC §5). */}
      <form className="admin-login__card" noValidate onSubmit={handleSubmit} data-testid="admin-login-form">
        <div className="admin-login__brand">
          <FlowerLogo />
          <h1 className="admin-login__title">Admin Login</h1>
        </div>

        <InputField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          data-testid="admin-email"
        />

        <Field label="Password">
          <span className="admin-login__password">
            <input
              className="input"
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
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

        <button type="submit" className="button button--primary button--block" disabled={submitting} data-testid="admin-login-submit">
          {submitting ? 'Submitting...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
