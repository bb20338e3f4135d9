import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { SubscriptionScreenTexts } from '../subscription-texts';
import { useSubscription } from '@/hooks/use-subscription';
import { pendingSaveAfterUpgrade, resumeSaveState } from '@/lib/drafts/save-after-upgrade';

const pollMs = 1000;
/** How long to wait for the webhook after checkout before saying it has not arrived yet. */
const confirmWindowMs = 30_000;
/** After the portal a change may be on its way; polled this long, then focus keeps it fresh. */
const portalWindowMs = 8_000;

/**
 * Back from Stripe (?checkout=success|cancel, ?portal=return): polls the subscription until
 * the payment shows (bounded), then says so, and goes back to a list that waits to be saved
 * (the list-limit dialog's "Upgrade para Premium" on /add-items); a cancelled checkout just says that.
 */
export function useStripeReturn(texts: SubscriptionScreenTexts) {
  const [params, setParams] = useSearchParams();
  const checkout = params.get('checkout');
  const fromPortal = params.get('portal') === 'return';
  const [waiting, setWaiting] = useState<'checkout' | 'portal' | null>(
    checkout === 'success' ? 'checkout' : fromPortal ? 'portal' : null,
  );
  const [timedOut, setTimedOut] = useState(false);
  const subscription = useSubscription({ pollMs: waiting ? pollMs : false });
  const paid = subscription.isPremium;
  const navigate = useNavigate();

  useEffect(() => {
    if (checkout === 'cancel') toast.info(texts.checkoutCancelled);
    if (checkout || fromPortal) setParams({}, { replace: true });
    // Only on arrival: the parameters are removed at once.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => {
        if (waiting === 'checkout') setTimedOut(true);
        setWaiting(null);
      },
      waiting === 'checkout' ? confirmWindowMs : portalWindowMs,
    );
    return () => clearTimeout(timer);
  }, [waiting]);

  useEffect(() => {
    if (waiting === 'checkout' && paid) {
      setWaiting(null);
      toast.success(texts.confirmed);
      if (pendingSaveAfterUpgrade()) navigate('/add-items', { state: resumeSaveState });
    }
  }, [waiting, paid, texts, navigate]);

  return { subscription, confirming: waiting === 'checkout', notConfirmed: timedOut && !paid };
}
