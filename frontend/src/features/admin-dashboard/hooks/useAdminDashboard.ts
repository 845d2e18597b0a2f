import { useQuery } from '@tanstack/react-query';
import { useAdminLoadFailure } from '../../../lib/admin/use-admin-load-failure';
import { queryKeys } from '../../../lib/query/query-keys';
import { getAdminDashboard } from '../api/get-admin-dashboard';

export const LOAD_FAILURE = 'The figures could not be loaded.';

/**
 * The dashboard's figures, fetched again whenever the admin comes back to the page. A failed load
 * is logged and said on the page; when the session has ended (401) the admin is sent to the login.
 */
export function useAdminDashboard() {
  const result = useQuery({
    queryKey: queryKeys.adminDashboard(),
    queryFn: ({ signal }) => getAdminDashboard(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  useAdminLoadFailure(result, LOAD_FAILURE, 'log');
  return result;
}
