import * as RadixSwitch from '@radix-ui/react-switch';
import { cn } from '@/lib/cn';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** id of the visible text that names the switch. */
  labelledBy: string;
  /** id of the text that explains it. */
  describedBy?: string;
  disabled?: boolean;
}

/** A Radix switch (role "switch", Space toggles) with a 44 px touch target. */
export function Switch({ checked, onCheckedChange, labelledBy, describedBy, disabled }: SwitchProps) {
  return (
    <RadixSwitch.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      className={cn(
        'group inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
      )}
    >
      <span
        aria-hidden="true"
        className="flex h-7 w-12 items-center rounded-full bg-muted-foreground/40 p-0.5 transition-colors group-data-[state=checked]:bg-primary"
      >
        <RadixSwitch.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </span>
    </RadixSwitch.Root>
  );
}
