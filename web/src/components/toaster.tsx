import { Toaster as SonnerToaster } from 'sonner';
import { useSettings } from '@/lib/settings';

/** Sonner's toaster as the app shows it; its own chunk, mounted by ToastHost (lib/toast.ts). */
export default function Toaster() {
  const { theme } = useSettings();
  return (
    // Above the bottom bar and the floating "Salvar Lista", clear of titles and counts.
    <SonnerToaster
      position="bottom-center"
      richColors
      closeButton
      theme={theme ?? 'system'}
      offset={{ bottom: 168 }}
      mobileOffset={{ bottom: 168 }}
    />
  );
}
