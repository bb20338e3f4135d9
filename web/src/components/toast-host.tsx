import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadToasts, subscribeToToastsRequested, toastsRequested } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

const Toaster = lazy(() => import('./toaster'));

/**
 * Mounts the toaster once toasts are wanted: at the first toast, or when the browser is first
 * idle, so its live region is on the page before most toasts (screen readers announce
 * changes to a region that already exists). Nothing while hydrating the pre-rendered home.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastsRequested, toastsRequested, () => false);
  useEffect(() => whenIdle(() => void loadToasts().catch(() => undefined)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
