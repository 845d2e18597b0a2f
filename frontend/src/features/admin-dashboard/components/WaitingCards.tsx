import { Link } from 'react-router-dom';
import { DashboardSection } from './DashboardSection';

interface WaitingCardsProps {
  pendingOrders: number;
  openCustomOrders: number;
  unreadMessages: number;
}

/** What waits for the admin, each with the way to its screen (named as in the sidebar, SPEC §2). */
export function WaitingCards({ pendingOrders, openCustomOrders, unreadMessages }: WaitingCardsProps) {
  const items = [
    { label: 'Pending orders', count: pendingOrders, to: '/admin/orders', screen: 'Orders' },
    { label: 'Open custom orders', count: openCustomOrders, to: '/admin/custom-orders', screen: 'Custom-Orders' },
    { label: 'Unread messages', count: unreadMessages, to: '/admin/messages', screen: 'Messages Query' },
  ];
  return (
    <DashboardSection
      title="Waiting for you"
      note="Custom orders stay open until deleted; a message is read once Messages Query has shown it."
      className="admin-dashboard__section--wide"
    >
      <dl className="admin-dashboard__cards admin-dashboard__waiting">
        {items.map(({ label, count, to, screen }) => (
          <div key={label} className="admin-dashboard__card">
            <dt className="admin-dashboard__card-title">{label}</dt>
            <dd className="admin-dashboard__count">{count.toLocaleString('en-US')}</dd>
            <dd>
              <Link to={to}>Go to {screen}</Link>
            </dd>
          </div>
        ))}
      </dl>
    </DashboardSection>
  );
}
