import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { startCheckout } from '../api/billing';
import { subscriptionTexts } from '../subscription-texts';
import { Button, ButtonLink } from '@/components/button';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useSubscription } from '@/hooks/use-subscription';
import { sharedTexts } from '@/lib/shared-texts';

/**
 * /upgrade-to-annual (spec §2): the monthly plan is cancelled automatically, the yearly one
 * starts now and is charged today, the next charge in 12 months. The button starts a
 * yearly checkout; the server cancels the monthly subscription once it is paid.
 */
export default function UpgradeToAnnualPage() {
  const texts = subscriptionTexts.upgrade;
  const { subscription, isLoading } = useSubscription();
  const [pending, setPending] = useState(false);

  async function upgrade() {
    setPending(true);
    try {
      await startCheckout({ plan: 'yearly', currency });
    } catch {
      toast.error(subscriptionTexts.brl.errorTitle, { description: texts.failed });
      setPending(false);
    }
  }

  const annual = subscription?.subscribed && subscription.subscription_tier === 'Anual';
  const currency = subscription?.subscription_currency ?? 'brl';
  return (
    <PageLayout title={texts.title} subtitle={texts.intro}>
      {isLoading ? (
        <Spinner label={sharedTexts.loading} className="min-h-[40dvh]" />
      ) : annual ? (
        <p className="rounded-2xl border border-border bg-card p-5 shadow-sm">{texts.alreadyAnnual}</p>
      ) : (
        <section className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <ul className="flex flex-col gap-3">
            {texts.steps(currency).map((step) => (
              <li key={step} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {step}
              </li>
            ))}
          </ul>
          {subscription?.subscribed ? (
            <Button size="lg" className="mt-5 w-full" disabled={pending} onClick={() => void upgrade()}>
              {texts.button}
            </Button>
          ) : (
            <>
              <p className="mt-4 text-sm text-muted-foreground">{texts.notMonthly}</p>
              <ButtonLink to="/gerenciar-assinatura" size="lg" className="mt-3 w-full">
                {texts.seePlans}
              </ButtonLink>
            </>
          )}
        </section>
      )}
    </PageLayout>
  );
}
