import { GripVertical, RotateCcw } from 'lucide-react';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { settingsTexts as texts } from '../settings-texts';
import { Button } from '@/components/button';
import { MoveButtons, useFocusAfterMove, type MoveDirection } from '@/components/move-buttons';
import { CATEGORY_NAMES, categoryIcon } from '@domain/categories/categories';
import { useCategoryOrder } from '@/hooks/use-category-order';
import { moveTo } from '@/lib/category-order/category-order';
import { cn } from '@/lib/cn';
import { sharedTexts } from '@/lib/shared-texts';

const moves = sharedTexts.categoryGroups;

/**
 * "Ordem dos corredores" (issue 29): a Premium user who groups by category puts the 22
 * categories in the order of their shop's aisles. A row is dragged by its handle (pointer or
 * touch), or moved with its buttons (keyboard and screen readers: the focus stays on the moved
 * row and its new place is announced). Saved at once on the account.
 */
export function AisleOrderSection() {
  const aisles = useCategoryOrder();
  const headingId = useId();
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const order = aisles.order;
  const focusAfterMove = useFocusAfterMove(listRef, order);

  function move(from: number, to: number, direction?: MoveDirection) {
    const name = order[from];
    if (name === undefined || to < 0 || to >= order.length || to === from) return;
    if (direction) focusAfterMove(name, direction, to);
    setAnnouncement(moves.movedTo(name, to + 1));
    aisles.save(moveTo(order, from, to));
  }

  /** The row under the pointer, while a handle is held (it keeps the pointer: setPointerCapture). */
  function rowUnder(event: PointerEvent<HTMLElement>): number | undefined {
    const row = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-aisle-index]');
    return row ? Number(row.dataset.aisleIndex) : undefined;
  }

  if (!aisles.enabled) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="mb-1 px-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {texts.aisleSection}
      </h2>
      <p className="mb-2 px-1 text-sm text-muted-foreground">{texts.aisleHint}</p>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol
        ref={listRef}
        aria-labelledby={headingId}
        className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      >
        {order.map((name, index) => (
          <li
            key={name}
            data-aisle={name}
            data-row-key={name}
            data-aisle-index={index}
            className={cn(
              'flex min-h-14 items-center gap-2 py-1 pr-1 pl-1',
              drag?.from === index && 'bg-accent',
              drag && drag.over === index && drag.from !== index && 'ring-2 ring-primary ring-inset',
            )}
          >
            <span
              aria-hidden="true"
              title={texts.dragHandle}
              className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center text-muted-foreground"
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                setDrag({ from: index, over: index });
              }}
              onPointerMove={(event) => {
                const over = drag ? rowUnder(event) : undefined;
                if (drag && over !== undefined && over !== drag.over) setDrag({ ...drag, over });
              }}
              onPointerUp={() => {
                if (drag) move(drag.from, drag.over);
                setDrag(null);
              }}
              onPointerCancel={() => setDrag(null)}
            >
              <GripVertical className="size-5" />
            </span>
            <span className="w-6 shrink-0 text-sm font-semibold text-muted-foreground">{index + 1}.</span>
            <span aria-hidden="true" className="text-xl">
              {categoryIcon(name)}
            </span>
            <span className="min-w-0 flex-1 text-sm font-medium break-words">{name}</span>
            <MoveButtons
              name={name}
              isFirst={index === 0}
              isLast={index === order.length - 1}
              labels={moves}
              onMove={(direction) => move(index, index + (direction === 'up' ? -1 : 1), direction)}
            />
          </li>
        ))}
      </ol>
      {aisles.custom ? (
        <Button variant="outline" className="mt-3 w-full" onClick={() => aisles.save([...CATEGORY_NAMES])}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {texts.aisleReset}
        </Button>
      ) : null}
    </section>
  );
}
