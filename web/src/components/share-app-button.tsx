import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { appSiteUrl, copyFeedbackMs, copyText } from '@/lib/app-links';
import { sharedTexts } from '@/lib/shared-texts';

interface ShareAppButtonProps {
  className: string;
  iconClassName: string;
}

/** "Compartilhar o app": the Web Share API where the phone has it, else copies the site's link (2 s feedback). */
export function ShareAppButton({ className, iconClassName }: ShareAppButtonProps) {
  const texts = sharedTexts.shareApp;
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copyFeedbackMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    const url = appSiteUrl();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: sharedTexts.appName, text: texts.message, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(url)) setCopied(true);
    else toast.info(texts.copyFailed, { description: url });
  }

  const Icon = copied ? Check : Share2;
  return (
    <button type="button" className={className} onClick={() => void share()}>
      <Icon aria-hidden="true" className={iconClassName} />
      <span className="flex-1 text-left font-medium">{copied ? texts.copied : texts.label}</span>
      <span aria-live="polite" className="sr-only">
        {copied ? texts.copied : ''}
      </span>
    </button>
  );
}
