import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ListItem } from '@domain/lists/list-types';
import { savedListTexts } from '../saved-list-texts';
import { Button } from '@/components/button';

/** Which way a reorder button moves its item. */
export type MoveDirection = 'up' | 'down';

interface ReorderItemRowProps {
  item: ListItem;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: MoveDirection) => void;
}

/**
 * One item of a saved list in reorder mode: its position and name with "Mover … para cima"
 * and "Mover … para baixo" (none up for the first row, none down for the last). The buttons
 * carry data attributes so the page can give focus back to the moved row's button.
 */
export function ReorderItemRow({ item, position, isFirst, isLast, onMove }: ReorderItemRowProps) {
  const texts = savedListTexts;
  return (
    <li
      data-reorder-item={item.id}
      className="flex items-center gap-2 rounded-2xl border border-border bg-card py-1.5 pr-1 pl-4 shadow-sm"
    >
      <span className="w-6 shrink-0 text-sm font-semibold text-muted-foreground">{position}.</span>
      <span
        className={
          item.isPurchased
            ? 'min-w-0 flex-1 break-words text-muted-foreground line-through'
            : 'min-w-0 flex-1 break-words'
        }
      >
        {item.name}
      </span>
      <div className="flex shrink-0 gap-1">
        {isFirst ? (
          <span aria-hidden="true" className="size-11" />
        ) : (
          <Button
            variant="outline"
            size="icon"
            data-direction="up"
            aria-label={texts.moveUp(item.name)}
            onClick={() => onMove('up')}
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </Button>
        )}
        {isLast ? (
          <span aria-hidden="true" className="size-11" />
        ) : (
          <Button
            variant="outline"
            size="icon"
            data-direction="down"
            aria-label={texts.moveDown(item.name)}
            onClick={() => onMove('down')}
          >
            <ArrowDown aria-hidden="true" className="size-5" />
          </Button>
        )}
      </div>
    </li>
  );
}
