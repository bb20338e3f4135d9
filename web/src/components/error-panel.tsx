import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

interface ErrorPanelProps {
  message: string;
  /** Buttons or links offered to get out of the error. */
  children?: ReactNode;
}

/** A visible, announced error with the ways out of it. */
export function ErrorPanel({ message, children }: ErrorPanelProps) {
  return (
    <section
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-6 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-destructive" />
      <p className="text-base font-medium">{message}</p>
      {children ? <div className="flex w-full flex-col gap-2">{children}</div> : null}
    </section>
  );
}
