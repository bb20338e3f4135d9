import { Check, Copy, Download, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { dialogToasterId, toast } from '@/lib/toast';
import { homeTexts } from '../home-texts';
import { useInstallOffer } from '../hooks/use-install-offer';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { appSiteUrl, copyFeedbackMs, copyText } from '@/lib/app-links';

function CopyLinkButton() {
  const texts = homeTexts.install;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copyFeedbackMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (await copyText(appSiteUrl())) setCopied(true);
    else toast.info(texts.copyFailed, { description: appSiteUrl(), toasterId: dialogToasterId });
  }

  return (
    <Button size="lg" className="w-full" onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" className="size-5" /> : <Copy aria-hidden="true" className="size-5" />}
      <span aria-live="polite">{copied ? texts.copied : texts.copyLink}</span>
    </Button>
  );
}

/**
 * The install banner (spec §4 Install, §9): iOS opens the steps, Android the native prompt
 * (or a copy-link dialog without it), in-app browsers a copy-link dialog. Hidden once installed.
 */
export function InstallBanner() {
  const texts = homeTexts.install;
  const { offer, promptInstall } = useInstallOffer();
  const [dialogOpen, setDialogOpen] = useState(false);
  if (offer === 'none') return null;

  function install() {
    if (offer === 'android-prompt') void promptInstall();
    else setDialogOpen(true);
  }

  return (
    <section
      aria-labelledby="install-title"
      className="mt-8 flex w-full max-w-sm items-center gap-3 rounded-2xl border border-border bg-card p-4 text-left shadow-sm"
    >
      <Smartphone aria-hidden="true" className="size-8 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <h2 id="install-title" className="font-semibold">
          {texts.title}
        </h2>
        <p className="text-sm text-muted-foreground">{texts.message}</p>
      </div>
      <Button size="sm" onClick={install}>
        <Download aria-hidden="true" className="size-4" />
        {texts.install}
      </Button>

      {offer === 'ios-steps' ? (
        <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title={texts.iosTitle}>
          <ol className="list-decimal space-y-2 pl-5">
            {texts.iosSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Dialog>
      ) : (
        <Dialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title={texts.copyTitle}
          description={offer === 'in-app-copy-link' ? texts.inAppMessage : texts.androidMessage}
        >
          <CopyLinkButton />
        </Dialog>
      )}
    </section>
  );
}
