import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface HomeButtonProps {
  to: string;
  variant?: 'primary' | 'secondary';
  testId?: string;
  children: ReactNode;
}

/** The home page's call-to-action buttons (SPEC §2 calls them buttons): each opens a page. */
export function HomeButton({ to, variant = 'primary', testId, children }: HomeButtonProps) {
  const navigate = useNavigate();
  return (
    <button type="button" className={`button button--${variant}`} data-testid={testId} data-to={to} onClick={() => navigate(to)}>
      {children}
    </button>
  );
}
