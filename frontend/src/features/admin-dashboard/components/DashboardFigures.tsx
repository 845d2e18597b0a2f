import type { AdminDashboard } from '../model/admin-dashboard';
import { LastSevenDaysTable } from './LastSevenDaysTable';
import { SalesCards } from './SalesCards';
import { StatusTable } from './StatusTable';
import { TopProductsTable } from './TopProductsTable';
import { WaitingCards } from './WaitingCards';

/** The figures, each in its own titled section. */
export function DashboardFigures({ figures }: { figures: AdminDashboard }) {
  const pending = figures.byStatus.find(({ status }) => status === 'Pending')?.orders ?? 0;
  return (
    <div className="admin-dashboard__grid" data-testid="admin-dashboard-figures">
      <SalesCards sales={figures.sales} />
      <WaitingCards
        pendingOrders={pending}
        openCustomOrders={figures.customOrders.open}
        unreadMessages={figures.messages.unread}
      />
      <LastSevenDaysTable days={figures.lastSevenDays} today={figures.today} />
      <StatusTable byStatus={figures.byStatus} />
      <TopProductsTable top={figures.topProducts} />
    </div>
  );
}
