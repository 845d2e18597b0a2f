import { useAdminList } from '../../../lib/admin/use-admin-list';
import { listBoxes } from '../api/list-boxes';

/** The admin grid's boxes, with `reload()` for after every change. */
export function useAdminBoxes() {
  const { items, status, reload } = useAdminList(listBoxes, 'Failed to load boxes');
  return { boxes: items, status, reload };
}
