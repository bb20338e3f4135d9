import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { dialogToasterId } from '@/lib/toast';
import { sharedTexts } from '@/lib/shared-texts';
import { useSettings } from '@/lib/settings';

/**
 * Over the bottom bar, the one place no screen puts a list row, a field or a button of its own:
 * a toast's bottom edge 8 px above the screen's (and the iPhone's home indicator) leaves the
 * floating "Salvar Lista" clear up to three lines of text. Compact padding keeps toasts low.
 */
const bottomOffset = 'max(8px, env(safe-area-inset-bottom))';
const compactToast: CSSProperties = { padding: '10px 14px' };

/**
 * Sonner's toasters as the app shows them; their own chunk, mounted by ToastHost (lib/toast.ts).
 * The screen's toasts sit under a dialog's backdrop (z-index 45: over the bottom bar's 40, under
 * dialogs' 50); toasts of an open dialog (`toasterId: dialogToasterId`) go to a second toaster
 * above it, whose pointer events survive the modal's and do not close the dialog (Dialog).
 */
export default function Toaster() {
  const { theme } = useSettings();
  const shared: ToasterProps = {
    position: 'bottom-center',
    richColors: true,
    closeButton: true,
    theme: theme ?? 'system',
    offset: { bottom: bottomOffset },
    mobileOffset: { bottom: bottomOffset },
    customAriaLabel: sharedTexts.toasts.region,
    toastOptions: { closeButtonAriaLabel: sharedTexts.toasts.close, style: compactToast },
  };
  return (
    <>
      <SonnerToaster {...shared} style={{ zIndex: 45 }} />
      <SonnerToaster
        {...shared}
        id={dialogToasterId}
        customAriaLabel={sharedTexts.toasts.dialogRegion}
        style={{ zIndex: 60, pointerEvents: 'auto' }}
      />
    </>
  );
}
