import { Dialog } from '../../../components/Dialog';
import type { CustomOrder } from '../model/custom-order';
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
      title={order ? `Custom order from ${order.name}` : ''}
      onClose={onClose}
      testId="custom-order-dialog"
    >
      {order && <CustomOrderDetails order={order} />}
    </Dialog>
  );
}
