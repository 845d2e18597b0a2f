import { useDocumentTitle } from '../lib/use-document-title';

/** Sets the tab title from the route table, for screens that do not set their own. */
export function PageTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
