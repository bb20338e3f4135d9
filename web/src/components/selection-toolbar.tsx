import { CheckSquare, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { cn } from '@/lib/cn';

/** The selection strings; each feature passes its own texts object (the count's wording differs). */
interface SelectionTexts {
  select: string;
  exitSelection: string;
  selectAll: string;
  clear: string;
  selectedCount: (count: number) => string;
}

interface SelectionModeButtonProps {
  texts: SelectionTexts;
  selecting: boolean;
  onChange: (selecting: boolean) => void;
  className?: string;
}

/** The "Selecionar" / "Cancelar seleção" button that turns selection mode on and off. */
export function SelectionModeButton({ texts, selecting, onChange, className }: SelectionModeButtonProps) {
  return (
    <Button
      variant={selecting ? 'secondary' : 'outline'}
      size="sm"
      className={className}
      onClick={() => onChange(!selecting)}
    >
      {selecting ? <X aria-hidden="true" className="size-4" /> : <CheckSquare aria-hidden="true" className="size-4" />}
      {selecting ? texts.exitSelection : texts.select}
    </Button>
  );
}

interface SelectionToolbarProps {
  texts: SelectionTexts;
  selectedCount: number;
  onSelectAll: () => void;
  onClear: () => void;
  /** The bulk action buttons. */
  children: ReactNode;
  /**
   * Stacks the count, the selection buttons and the actions, each action a full-width row, for
   * actions too long to share a phone's row ("Restaurar", "Excluir Permanentemente").
   */
  actionsBelow?: boolean;
}

/** The toolbar shown in selection mode: "Selecionar Todos", "Limpar", the bulk actions and the live count. */
export function SelectionToolbar({
  texts,
  selectedCount,
  onSelectAll,
  onClear,
  children,
  actionsBelow = false,
}: SelectionToolbarProps) {
  const selectionButtons = (
    <>
      <Button variant="outline" size="sm" onClick={onSelectAll}>
        <CheckSquare aria-hidden="true" className="size-4" />
        {texts.selectAll}
      </Button>
      <Button variant="outline" size="sm" onClick={onClear}>
        {texts.clear}
      </Button>
    </>
  );
  const count = (
    <p aria-live="polite" className={cn('text-sm font-semibold', !actionsBelow && 'ml-auto')}>
      {texts.selectedCount(selectedCount)}
    </p>
  );

  return actionsBelow ? (
    <div
      role="toolbar"
      aria-label={texts.select}
      className="mb-4 flex flex-col gap-2 rounded-2xl border border-border bg-card p-3"
    >
      {count}
      <div className="grid grid-cols-[1fr_auto] gap-2">{selectionButtons}</div>
      <div className="grid gap-2">{children}</div>
    </div>
  ) : (
    <div
      role="toolbar"
      aria-label={texts.select}
      className="mb-4 flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-card p-3"
    >
      {selectionButtons}
      {children}
      {count}
    </div>
  );
}
