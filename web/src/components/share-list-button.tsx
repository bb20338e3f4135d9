import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/button';
import { shareTexts } from '@/lib/share/share-texts';
import { toast } from '@/lib/toast';

interface ShareListButtonProps {
  listName: string;
  /** Builds the text and sends it (the card first fetches the list's items). */
  onShare: () => Promise<unknown>;
  /** An icon button (list cards, the list screen's header) or one with its label. */
  iconOnly?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** "Compartilhar" a list: busy while the list is read and the share sheet or WhatsApp opens. */
export function ShareListButton({
  listName,
  onShare,
  iconOnly,
  variant = 'outline',
  size,
  className,
}: ShareListButtonProps) {
  const [busy, setBusy] = useState(false);

  async function share() {
    setBusy(true);
    try {
      await onShare();
    } catch {
      // The list could not be read (offline with no copy on the device, or gone).
      toast.error(shareTexts.failedTitle, { description: shareTexts.failedMessage });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant={variant}
      size={size ?? (iconOnly ? 'icon' : 'lg')}
      className={className}
      aria-label={iconOnly ? shareTexts.shareList(listName) : undefined}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void share()}
    >
      <Share2 aria-hidden="true" className="size-5" />
      {iconOnly ? null : shareTexts.share}
    </Button>
  );
}
