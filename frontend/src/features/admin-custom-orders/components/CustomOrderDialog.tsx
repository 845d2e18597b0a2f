import { Dialog } from '../../../components/Dialog';
import type { CustomOrder } from '../../../lib/api/schemas';
import { CustomOrderDetails } from './CustomOrderDetails';

interface CustomOrderDialogProps {
  /** The order to show; null keeps the dialog closed. */
  order: CustomOrder | null;
  onClose: () => void;
}

/** The View modal (SPEC §2): every field of one custom order, status included, read-only. */
export function CustomOrderDialog({ order, onClose }: CustomOrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      // The name may be one long word: it wraps inside the dialog's heading, never widening it.
      title={order ? <span className="admin-long-text">Custom order from {order.name}</span> : ''}
      onClose={onClose}
      testId="custom-order-dialog"
    >
      {order && <CustomOrderDetails order={order} />}
    </Dialog>
  );
}
