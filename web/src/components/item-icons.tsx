import { Pencil, Trash2 } from 'lucide-react';

const ids = { edit: 'item-icon-edit', remove: 'item-icon-remove' };

/**
 * The edit and delete icons of a list's item rows (EditableItemControls), drawn once by the list
 * and reused by every row with `<use>`: a 100-item saved list then mounts two small elements per
 * icon instead of Lucide's components and paths (docs/architecture.md, offline first paint).
 * One per list on screen.
 */
export function ItemIconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      <defs>
        <Pencil id={ids.edit} />
        <Trash2 id={ids.remove} />
      </defs>
    </svg>
  );
}

/** A row's icon as drawn by the list's ItemIconSprite: the same size and strokes as Lucide's own. */
export function ItemIcon({ icon }: { icon: keyof typeof ids }) {
  return (
    <svg aria-hidden="true" className="size-5" viewBox="0 0 24 24">
      <use href={`#${ids[icon]}`} />
    </svg>
  );
}
