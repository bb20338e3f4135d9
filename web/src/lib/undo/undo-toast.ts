import { toast } from '@/lib/toast';

export const undoTexts = { undo: 'Desfazer' } as const;

/** Long enough to notice a wrong tap and reach the button, short enough not to pile up. */
export const undoWindowMs = 6_000;

/**
 * The toast after a change that took something away (a deletion, a check, a voice removal):
 * it names what happened and offers "Desfazer" for a few seconds. `undo` runs at most once
 * (the toast closes on the tap).
 */
export function offerUndo(message: string, undo: () => void, description?: string): void {
  toast.success(message, {
    description,
    duration: undoWindowMs,
    action: { label: undoTexts.undo, onClick: () => undo() },
  });
}
