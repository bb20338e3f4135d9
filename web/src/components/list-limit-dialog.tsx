import { LimitDialog } from './limit-dialog';
import { sharedTexts } from '@/lib/shared-texts';

interface ListLimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's pt-BR explanation, when the dialog opens after a 403 LIMIT_REACHED. */
  message?: string;
  /** Runs just before "Upgrade para Premium" leaves the screen. */
  onUpgrade?: () => void;
}

/** The list-limit dialog (spec §2 Dialogs). */
export function ListLimitDialog({ open, onOpenChange, message, onUpgrade }: ListLimitDialogProps) {
  const texts = sharedTexts.listLimitDialog;
  return (
    <LimitDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={message ?? texts.description}
      onUpgrade={onUpgrade}
    />
  );
}
