import type { AdminDashboard } from '../../../lib/api/schemas';
import { ComingDaysLoad } from './ComingDaysLoad';
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
      {/* An older orders service sends no coming days: the panel waits for it. */}
      {figures.comingSevenDays && <ComingDaysLoad days={figures.comingSevenDays} today={figures.today} />}
      <LastSevenDaysTable days={figures.lastSevenDays} today={figures.today} />
      <StatusTable byStatus={figures.byStatus} />
      <TopProductsTable top={figures.topProducts} />
    </div>
  );
}
