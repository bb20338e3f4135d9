import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ItemIcon } from '@/components/item-icons';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';
import { parseQuantity } from '@/lib/item-values';
import { sharedTexts } from '@/lib/shared-texts';

interface EditableItemControlsProps {
  name: string;
  quantity: number;
  /** Extra classes for the name as shown (e.g. struck through once bought). */
  nameClassName?: string;
  /** The typed name as is, on Enter, ✓ or leaving the field; the caller trims and checks it. */
  onRename: (text: string) => void;
  /** The typed quantity, read with the spec §5 rule (integer, 1 when invalid). */
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The editable part of an item row, shared by /add-items and saved lists so both edit the same way:
 * name (editable, Escape cancels), "Qtd" (tap to edit), edit and delete buttons.
 * Rendered as siblings inside the caller's flex row; the list draws the icons once (ItemIconSprite).
 */
export function EditableItemControls({
  name,
  quantity,
  nameClassName,
  onRename,
  onQuantity,
  onRemove,
}: EditableItemControlsProps) {
  const texts = sharedTexts.itemControls;
  const [editingName, setEditingName] = useState(false);
  const [nameDraft, setNameDraft] = useState(name);

  function commitName(event?: FormEvent) {
    event?.preventDefault();
    onRename(nameDraft);
    setEditingName(false);
  }

  return (
    <>
      {editingName ? (
        <form onSubmit={commitName} className="flex min-w-0 flex-1 items-center gap-1">
          <input
            aria-label={texts.newNameFor(name)}
            className={cn(inputClasses, 'h-11 w-full min-w-0')}
            value={nameDraft}
            maxLength={200}
            autoFocus
            onChange={(event) => setNameDraft(event.target.value)}
            onBlur={() => commitName()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setNameDraft(name);
                setEditingName(false);
              }
            }}
          />
          <button
            type="submit"
            aria-label={texts.confirmName(name)}
            className={iconButton}
            onMouseDown={(event) => event.preventDefault()}
          >
            <Check aria-hidden="true" className="size-5" />
          </button>
        </form>
      ) : (
        <span className={cn('min-w-0 flex-1 font-medium break-words', nameClassName)}>{name}</span>
      )}

      <QuantityEditor name={name} quantity={quantity} onQuantity={onQuantity} />

      {editingName ? null : (
        <button
          type="button"
          aria-label={texts.editName(name)}
          className={iconButton}
          onClick={() => {
            setNameDraft(name);
            setEditingName(true);
          }}
        >
          <ItemIcon icon="edit" />
        </button>
      )}
      <button
        type="button"
        aria-label={texts.remove(name)}
        className={cn(iconButton, 'hover:text-destructive')}
        onClick={onRemove}
      >
        <ItemIcon icon="remove" />
      </button>
    </>
  );
}

interface QuantityEditorProps {
  name: string;
  quantity: number;
  onQuantity: (quantity: number) => void;
}

/** The "Qtd" button, which turns into a numeric field while editing. */
function QuantityEditor({ name, quantity, onQuantity }: QuantityEditorProps) {
  const texts = sharedTexts.itemControls;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(String(quantity));

  function commit(event?: FormEvent) {
    event?.preventDefault();
    onQuantity(parseQuantity(draft));
    setEditing(false);
  }

  return editing ? (
    <form noValidate onSubmit={commit} className="shrink-0">
      <input
        aria-label={texts.quantityOf(name)}
        className={cn(inputClasses, 'h-11 w-20 text-center')}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={4}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commit()}
        onFocus={(event) => event.target.select()}
      />
    </form>
  ) : (
    <button
      type="button"
      aria-label={texts.quantityButton(quantity, name)}
      className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl bg-muted px-3 text-sm font-semibold hover:brightness-95 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onClick={() => {
        setDraft(String(quantity));
        setEditing(true);
      }}
    >
      <span className="text-muted-foreground">{texts.quantityShort}</span>
      <span>{quantity}</span>
    </button>
  );
}
