import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { sessionHasEnded } from './session-ended';
import { useAdminFailure } from './use-admin-failure';

function FailingScreen({ error }: { error: unknown }) {
  const report = useAdminFailure();
  return (
    <button type="button" onClick={() => report(error, 'Failed to update status', 'log')}>
      Save
    </button>
  );
}

function LoginProbe() {
  return <p>{sessionHasEnded(useLocation().state) ? 'login: session ended' : 'login'}</p>;
}

function renderWith(error: unknown) {
  render(
    <MemoryRouter initialEntries={['/admin/orders']}>
      <Routes>
        <Route path="/admin/orders" element={<FailingScreen error={error} />} />
        <Route path="/admin/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useAdminFailure', () => {
  it('sends the admin to the login saying the session ended when the server answers 401', () => {
    renderWith(new ApiError('Unauthorized', 401));
    expect(screen.getByText('login: session ended')).toBeTruthy();
  });

  it('stays on the screen for any other failure', () => {
    renderWith(new ApiError('Unavailable', 503));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
