import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Text read by screen readers and shown under the icon. */
  label: string;
  className?: string;
}

/** A centred spinner with a visible, announced label ("Carregando..."). */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-12', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
      <p className="text-sm text-muted-foreground">{label}</p>
    </div>
  );
}
