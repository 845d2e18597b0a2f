import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query/query-keys';
import { getAdminDashboard } from '../api/get-admin-dashboard';

/** The dashboard's figures, fetched again whenever the admin comes back to the page. */
export function useAdminDashboard() {
  return useQuery({
    queryKey: queryKeys.adminDashboard(),
    queryFn: ({ signal }) => getAdminDashboard(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
