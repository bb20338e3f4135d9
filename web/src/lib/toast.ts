import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with sonner's API for the calls the screens make. Sonner (about 10 KB
 * gzip) is not in the first-route JavaScript (issue 13): it loads when the browser is idle
 * after the first screen (ToastHost), or at the first toast if that comes sooner. Calls made
 * meanwhile are shown, in order, once it has loaded.
 */
type Sonner = typeof import('sonner');
type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading';

/**
 * The toaster of an open dialog's toasts (components/toaster.tsx), above its backdrop: pass
 * `{ toasterId: dialogToasterId }` for a toast about the dialog the user is in (a failed save
 * in the naming dialog); every other toast stays under a dialog's backdrop.
 */
export const dialogToasterId = 'dialog';

let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

/** Loads sonner once (a failed load is retried on the next call) and has ToastHost mount the toaster. */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Whether the toaster should be on the page: some toast or the idle preload asked for it. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: ToastKind, message: string, options?: ExternalToast): void {
  loadToasts().then(
    ({ toast: sonnerToast }) => sonnerToast[kind](message, options),
    (error: unknown) => console.error('Falha ao carregar os avisos', message, error),
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  /** Give it an `id` to dismiss it later. */
  loading: (message: string, options?: ExternalToast) => show('loading', message, options),
  dismiss: (id?: string | number) => {
    // Nothing to dismiss before sonner has loaded for a toast.
    if (sonner) void sonner.then(({ toast: sonnerToast }) => sonnerToast.dismiss(id)).catch(() => undefined);
  },
};
