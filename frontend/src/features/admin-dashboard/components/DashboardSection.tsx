import { useId, type ReactNode } from 'react';

interface DashboardSectionProps {
  title: string;
  /** What the figures count, under the title. */
  note?: string;
  className?: string;
  children: ReactNode;
}

/** One titled panel of the dashboard; the section is named by its heading. */
export function DashboardSection({ title, note, className = '', children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section className={`admin-panel admin-dashboard__section ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-dashboard__heading">
        {title}
      </h2>
      {note && <p className="admin-dashboard__note">{note}</p>}
      {children}
    </section>
  );
}
