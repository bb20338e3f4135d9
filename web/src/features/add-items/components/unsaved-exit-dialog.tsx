import { FilePlus2, Trash2 } from 'lucide-react';
import { addItemsTexts } from '../add-items-texts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';

interface UnsavedExitDialogProps {
  open: boolean;
  /** The close button or Escape: stay on the screen. */
  onCancel: () => void;
  onSaveAsDraft: () => void;
  onDiscard: () => void;
}

/** The unsaved-list prompt (spec §4 Add-items exit guard). */
export function UnsavedExitDialog({ open, onCancel, onSaveAsDraft, onDiscard }: UnsavedExitDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={addItemsTexts.exitPrompt}>
      <div className="flex flex-col gap-2">
        <Button size="lg" className="w-full" onClick={onSaveAsDraft}>
          <FilePlus2 aria-hidden="true" className="size-5" />
          {addItemsTexts.saveAsDraft}
        </Button>
        <Button variant="outline" size="lg" className="w-full" onClick={onDiscard}>
          <Trash2 aria-hidden="true" className="size-5" />
          {addItemsTexts.discard}
        </Button>
      </div>
    </Dialog>
  );
}
