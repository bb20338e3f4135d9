import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, which is also the field's accessible name. */
  label: string;
  /** A hint under the field, linked with aria-describedby. */
  hint?: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

/** The field classes without size, for inputs laid out by hand (add h-… and w-…). */
export const inputClasses =
  'rounded-xl border border-border bg-card px-3 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:border-transparent disabled:opacity-50';

/** A labelled input with an optional hint. */
export function TextField({ label, hint, hideLabel = false, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('text-sm font-semibold', hideLabel && 'sr-only')}>
        {label}
      </label>
      <input id={inputId} aria-describedby={hintId} className={cn(inputClasses, 'h-12 w-full')} {...props} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
