import * as RadixCheckbox from '@radix-ui/react-checkbox';
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

/** A 44 px touch target around a Radix checkbox (role "checkbox", Space toggles). */
export function Checkbox({ checked, onCheckedChange, label, disabled, className }: CheckboxProps) {
  return (
    <RadixCheckbox.Root
      checked={checked}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      aria-label={label}
      disabled={disabled}
      className={cn(
        'group inline-flex size-11 shrink-0 items-center justify-center rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-6 items-center justify-center rounded-md border-2 border-muted-foreground bg-card group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary"
      >
        <RadixCheckbox.Indicator>
          <Check className="size-4 text-primary-foreground" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </span>
    </RadixCheckbox.Root>
  );
}
