import { ArrowDown, ArrowUp } from 'lucide-react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Button } from './button';

export type MoveDirection = 'up' | 'down';

interface MoveButtonsProps {
  /** Names the row in the buttons' labels. */
  name: string;
  isFirst: boolean;
  isLast: boolean;
  labels: { moveUp: (name: string) => string; moveDown: (name: string) => string };
  onMove: (direction: MoveDirection) => void;
}

/**
 * "Move up" and "move down" for a row of an ordered list (none up for the first, none down for
 * the last, a gap keeping the column). They carry `data-direction`, for useFocusAfterMove.
 */
export function MoveButtons({ name, isFirst, isLast, labels, onMove }: MoveButtonsProps) {
  const button = (direction: MoveDirection) => (
    <Button
      variant="ghost"
      size="icon"
      data-direction={direction}
      aria-label={direction === 'up' ? labels.moveUp(name) : labels.moveDown(name)}
      onClick={() => onMove(direction)}
    >
      {direction === 'up' ? (
        <ArrowUp aria-hidden="true" className="size-5" />
      ) : (
        <ArrowDown aria-hidden="true" className="size-5" />
      )}
    </Button>
  );
  const gap = <span aria-hidden="true" className="size-11 shrink-0" />;
  return (
    <>
      {isFirst ? gap : button('up')}
      {isLast ? gap : button('down')}
    </>
  );
}

/**
 * Keeps the focus on a moved row: its button for the same way, or the other one once it
 * reaches the top or bottom. `order` is the rows' keys as drawn; the focus moves on the render
 * that shows the row at its new place (a saved order comes a moment after the press). Rows
 * are found by `data-row-key`.
 */
export function useFocusAfterMove(root: RefObject<HTMLElement | null>, order: readonly string[]) {
  const pending = useRef<{ key: string; direction: MoveDirection; to: number } | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target || !root.current || order[target.to] !== target.key) return;
    const row = root.current.querySelector(`[data-row-key="${CSS.escape(target.key)}"]`);
    const button =
      row?.querySelector<HTMLElement>(`[data-direction="${target.direction}"]`) ??
      row?.querySelector<HTMLElement>('[data-direction]');
    if (!button) return;
    pending.current = null;
    button.focus();
  });
  return (key: string, direction: MoveDirection, to: number) => {
    pending.current = { key, direction, to };
  };
}
