import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name (there is no visible label next to it, or the label is elsewhere). */
  label: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A native checkbox (role "checkbox", Space toggles) over a 44 px touch target, drawn as the
 * app's rounded box. Native rather than a component library's: a saved list draws one per row,
 * and this is the cheapest to render (docs/architecture.md, offline first paint).
 */
export function Checkbox({ checked, onCheckedChange, label, disabled, className }: CheckboxProps) {
  return (
    <span
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-xl has-disabled:opacity-50',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-label={label}
        disabled={disabled}
        className="peer absolute inset-0 m-0 appearance-none rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none flex size-6 items-center justify-center rounded-md border-2 border-muted-foreground bg-card peer-checked:border-primary peer-checked:bg-primary"
      >
        {checked ? <Check className="size-4 text-primary-foreground" strokeWidth={3} /> : null}
      </span>
    </span>
  );
}
