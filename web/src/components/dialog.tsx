import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { sharedTexts } from '@/lib/shared-texts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog (Radix): focus trapped, Escape and the close button dismiss it, and the
 * rest of the page is hidden from assistive technology while it is open.
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
          // A tap on a toast (its close button, a swipe) is no tap outside the dialog.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]'))
              event.preventDefault();
          }}
        >
          <RadixDialog.Title className="pr-8 text-xl font-bold">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-muted-foreground">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          <RadixDialog.Close
            aria-label={sharedTexts.dialogClose}
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
