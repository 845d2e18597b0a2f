import type { ReactNode } from 'react';
import './info.css';

interface InfoPageProps {
  title: string;
  lead: string;
  testId: string;
  children: ReactNode;
}

/** The frame of the static information pages: title, lead paragraph, content. */
export function InfoPage({ title, lead, testId, children }: InfoPageProps) {
  return (
    <div className="page info-page" data-testid={testId}>
      <header className="info-page__hero">
        <h1 className="info-page__title">{title}</h1>
        <p className="info-page__lead">{lead}</p>
      </header>
      <div className="info-page__content">{children}</div>
    </div>
  );
}
