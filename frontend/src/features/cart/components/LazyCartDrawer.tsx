import type { ComponentProps } from 'react';
import { lazyOverlay } from '../../../lib/lazy-overlay';
import { useCart } from '../hooks/useCart';
import type { CartDrawer as CartDrawerType } from './CartDrawer';

const Drawer = lazyOverlay<ComponentProps<typeof CartDrawerType>>(() => import('./CartDrawer').then(({ CartDrawer }) => ({ default: CartDrawer })));

/** The cart drawer with its code kept out of the first page load (fetched when idle, shown on open). */
export function LazyCartDrawer(props: ComponentProps<typeof CartDrawerType>) {
  const { isDrawerOpen } = useCart();
  return <Drawer open={isDrawerOpen} {...props} />;
}
