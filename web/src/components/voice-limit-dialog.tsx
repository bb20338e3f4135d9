import { LimitDialog } from './limit-dialog';
import { sharedTexts } from '@/lib/shared-texts';

interface VoiceLimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's pt-BR explanation of the monthly voice allowance. */
  message?: string;
}

/** The voice-limit dialog (spec §2 Dialogs), opened when the month's free voice uses are spent. */
export function VoiceLimitDialog({ open, onOpenChange, message }: VoiceLimitDialogProps) {
  const texts = sharedTexts.voiceLimitDialog;
  return (
    <LimitDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={message ?? texts.description}
    />
  );
}
