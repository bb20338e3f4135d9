import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/button';

interface SubmitButtonProps {
  label: string;
  busy: boolean;
}

/** The form's submit button; keeps its name while busy and shows a spinner. */
export function SubmitButton({ label, busy }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy} aria-busy={busy}>
      {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {label}
    </Button>
  );
}
