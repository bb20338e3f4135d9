import { LoaderCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { maxNameLength } from '@domain/lists/list-limits';
import { addItemsTexts } from '../add-items-texts';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';

interface NameListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  onSave: (name: string) => void;
}

/** The list-naming dialog: its "Salvar Lista" button stays disabled while the name is blank (spec §4, §5). */
export function NameListDialog({ open, onOpenChange, saving, onSave }: NameListDialogProps) {
  const [name, setName] = useState('');
  const blank = name.trim() === '';

  useEffect(() => {
    if (open) setName('');
  }, [open]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || saving) return;
    onSave(name.trim());
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={addItemsTexts.namingTitle}
      description={addItemsTexts.namingDescription}
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label={addItemsTexts.listNameLabel}
          placeholder={addItemsTexts.listNamePlaceholder}
          maxLength={maxNameLength}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {addItemsTexts.cancel}
          </Button>
          <Button type="submit" disabled={blank || saving} aria-busy={saving}>
            {saving ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
            {addItemsTexts.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
