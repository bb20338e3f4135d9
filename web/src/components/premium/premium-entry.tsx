import { ChevronRight, Crown } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../button';
import { PremiumModal } from './premium-modal';
import { premiumTexts } from './premium-texts';
import { useSubscription } from '@/hooks/use-subscription';
import { formatDate } from '@/lib/format';

/**
 * The profile's premium entry (spec §2 Profile, §6): for Premium users a card with the
 * plan, the expiry date and "Gerenciar Assinatura"; for everyone else a "Seja Premium" row
 * that opens the premium modal.
 */
export function PremiumEntry({ className }: { className?: string }) {
  const { isPremium, subscription } = useSubscription();
  const [modalOpen, setModalOpen] = useState(false);

  if (isPremium && subscription) {
    return (
      <section
        aria-label={premiumTexts.cardTitle}
        className={`rounded-2xl border-2 border-primary bg-card p-5 shadow-sm ${className ?? ''}`}
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Crown aria-hidden="true" className="size-5 text-primary" />
          {premiumTexts.cardTitle}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{premiumTexts.plan}</dt>
          <dd className="font-medium">{premiumTexts.planName(subscription.subscription_tier)}</dd>
          {subscription.subscription_end ? (
            <>
              <dt className="text-muted-foreground">{premiumTexts.expires}</dt>
              <dd className="font-medium">{formatDate(subscription.subscription_end)}</dd>
            </>
          ) : null}
        </dl>
        {subscription.cancel_at_period_end ? (
          <p className="mt-2 text-sm font-medium text-destructive">{premiumTexts.cancelScheduled}</p>
        ) : null}
        <ButtonLink to="/gerenciar-assinatura" variant="outline" size="lg" className="mt-4 w-full">
          {premiumTexts.manage}
        </ButtonLink>
      </section>
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setModalOpen(true)}
        className={`flex w-full items-center gap-3 rounded-2xl border border-border bg-card px-4 py-4 text-left shadow-sm hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${className ?? ''}`}
      >
        <Crown aria-hidden="true" className="size-5 text-primary" />
        <span className="flex-1 font-medium">{premiumTexts.bePremium}</span>
        <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
      </button>
      <PremiumModal open={modalOpen} onOpenChange={setModalOpen} />
    </>
  );
}
