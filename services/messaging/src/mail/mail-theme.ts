/** The shop's look in mail clients, which ignore stylesheets: frontend/src/styles/global.css colours. */
export const MAIL_THEME = {
  primary: '#b83267',
  primaryDark: '#8e2450',
  text: '#3a2430',
  muted: '#735b66',
  background: '#fffafb',
  surface: '#ffffff',
  border: '#f1dde4',
  tint: '#fff3f7',
  fontBody: "'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontDisplay: "Georgia, 'Times New Roman', serif",
} as const;
