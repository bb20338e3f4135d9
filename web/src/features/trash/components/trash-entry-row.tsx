import { RotateCcw, Trash2 } from 'lucide-react';
import type { TrashEntry } from '../hooks/use-trash';
import { trashTexts as texts } from '../trash-texts';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';

interface TrashEntryRowProps {
  entry: TrashEntry;
  selecting: boolean;
  selected: boolean;
  busy: boolean;
  onToggle: (checked: boolean) => void;
  onRestore: () => void;
  onDelete: () => void;
}

/** One deleted list or item: its details, and "Restaurar" / "Excluir Permanentemente" (a checkbox while selecting). */
export function TrashEntryRow({ entry, selecting, selected, busy, onToggle, onRestore, onDelete }: TrashEntryRowProps) {
  return (
    <li className="rounded-2xl border border-border bg-card p-3 shadow-sm">
      <div className="flex items-start gap-2">
        {selecting ? (
          <Checkbox
            checked={selected}
            onCheckedChange={onToggle}
            label={texts.selectEntry(entry.name)}
            className="-my-1 -ml-1"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{entry.name}</p>
          {entry.details.map((line) => (
            <p key={line} className="text-sm text-muted-foreground">
              {line}
            </p>
          ))}
        </div>
      </div>
      {selecting ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-label={texts.restoreEntry(entry.name)}
            onClick={onRestore}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {texts.restore}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={texts.deleteEntryPermanently(entry.name)}
            className="text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {texts.deletePermanently}
          </Button>
        </div>
      )}
    </li>
  );
}
