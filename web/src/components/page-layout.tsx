import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface PageLayoutProps {
  /** The screen's title, rendered as the page's only h1. */
  title: ReactNode;
  /** Shown under the title (counts, dates, badges). */
  subtitle?: ReactNode;
  /** Controls placed at the right of the title. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A screen: a centred mobile-width column with the title on top, clear of the bottom bar. */
export function PageLayout({ title, subtitle, actions, children, className }: PageLayoutProps) {
  return (
    <main className={cn('mx-auto w-full max-w-xl px-4 pt-6 pb-32', className)}>
      <header className="mb-6 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words">{title}</h1>
          {subtitle ? <div className="mt-1 text-sm text-muted-foreground">{subtitle}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </main>
  );
}
