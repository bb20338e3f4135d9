import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { sharedTexts } from '@/lib/shared-texts';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** Shows a spinner on the confirm button and disables it. */
  busy?: boolean;
  /** Red confirm button for destructive actions (default). */
  destructive?: boolean;
}

/**
 * A confirmation (Radix AlertDialog, role "alertdialog"): focus starts on "Cancelar", and
 * Escape cancels. The confirm button does not close the dialog by itself; the caller does.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')}>{sharedTexts.cancel}</AlertDialog.Cancel>
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              className={buttonClasses(destructive ? 'destructive' : 'primary', 'md')}
              onClick={onConfirm}
            >
              {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
