import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  /** The server's reason about the group, if it gave one. */
  reason?: string;
  testId: string;
  children: ReactNode;
}

/** A group of settings under its legend, with the server's reason for the group if it gave one. */
export function SettingsSection({ title, reason, testId, children }: SettingsSectionProps) {
  return (
    <fieldset className="admin-panel admin-schedule__section" data-testid={testId}>
      <legend className="admin-schedule__legend">{title}</legend>
      {children}
      {reason && (
        <p className="field__error" role="alert" data-testid={`${testId}-error`}>
          {reason}
        </p>
      )}
    </fieldset>
  );
}
