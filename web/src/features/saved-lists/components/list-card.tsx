import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ListSummary } from '@domain/lists/list-types';
import { savedListsTexts } from '../saved-lists-texts';
import { formatDate } from '@/lib/format';

/** One saved list: name, item count and creation date, linking to /saved-list/{id}. */
export function ListCard({ list }: { list: ListSummary }) {
  return (
    <li>
      <Link
        to={`/saved-list/${list.id}`}
        className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{list.name}</p>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {savedListsTexts.itemCount(list.itemCount)} · {savedListsTexts.createdOn(formatDate(list.createdAt))}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </Link>
    </li>
  );
}
