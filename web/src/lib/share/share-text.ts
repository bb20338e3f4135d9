import { whatsappUrl } from './list-share-text';
import { shareTexts } from './share-texts';
import { copyText } from '@/lib/app-links';
import { toast } from '@/lib/toast';

/** How a text left the app. */
export type ShareOutcome = 'shared' | 'cancelled' | 'whatsapp' | 'copied' | 'failed';

/**
 * Sends a text the best way the phone offers: the Web Share API (the system's share sheet),
 * else WhatsApp in a new tab, else (a blocked pop-up) the clipboard with a toast saying so.
 * A share sheet the user closes is not an error.
 */
export async function shareText(title: string, text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  const opened = window.open(whatsappUrl(text), '_blank');
  if (opened) {
    opened.opener = null;
    return 'whatsapp';
  }
  if (await copyText(text)) {
    toast.success(shareTexts.copiedTitle, { description: shareTexts.copiedMessage });
    return 'copied';
  }
  toast.error(shareTexts.failedTitle, { description: shareTexts.failedMessage });
  return 'failed';
}
