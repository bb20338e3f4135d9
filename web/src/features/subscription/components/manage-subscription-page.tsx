import { CalendarClock, Crown } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { Plan } from '@domain/subscriptions/subscription';
import { openPortal, startCheckout } from '../api/billing';
import { useStripeReturn } from '../hooks/use-stripe-return';
import { subscriptionTexts, type ScreenCurrency } from '../subscription-texts';
import { PlanCards } from './plan-cards';
import { Button, ButtonLink } from '@/components/button';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { formatDate } from '@/lib/format';
import { sharedTexts } from '@/lib/shared-texts';

/**
 * /gerenciar-assinatura (BRL, pt-BR) and /gerenciar-subscricao-eur (EUR, pt-PT), spec §2 and
 * §4 Subscription view: a login prompt for guests, the plans for free users, the active
 * view (plan, expiry, "Cancelamento agendado", the portal) for subscribers.
 */
export function ManageSubscriptionPage({ currency }: { currency: ScreenCurrency }) {
  const texts = subscriptionTexts[currency];
  const location = useLocation();
  const { subscription: state, confirming, notConfirmed } = useStripeReturn(texts);
  const [pending, setPending] = useState<Plan | 'portal' | null>(null);

  async function choose(plan: Plan) {
    setPending(plan);
    try {
      await startCheckout({ plan, currency });
    } catch {
      toast.error(texts.errorTitle, { description: texts.checkoutFailed });
      setPending(null);
    }
  }

  async function manage() {
    setPending('portal');
    try {
      await openPortal(currency);
    } catch {
      toast.error(texts.errorTitle, { description: texts.portalFailed });
      setPending(null);
    }
  }

  let body;
  if (state.isLoading) {
    body = <Spinner label={sharedTexts.loading} className="min-h-[40dvh]" />;
  } else if (!state.isSignedIn) {
    body = (
      <section className="rounded-2xl border border-border bg-card p-5 text-center shadow-sm">
        <Crown aria-hidden="true" className="mx-auto size-10 text-primary" />
        <p className="mt-3">{texts.loginPrompt}</p>
        <ButtonLink
          to="/auth"
          state={{ returnTo: location.pathname, showRegistration: true }}
          size="lg"
          className="mt-4 w-full"
        >
          {texts.loginButton}
        </ButtonLink>
      </section>
    );
  } else if (state.isPremium && state.subscription) {
    const { subscription } = state;
    const end = subscription.subscription_end ? formatDate(subscription.subscription_end) : '';
    body = (
      <section className="rounded-2xl border-2 border-primary bg-card p-5 shadow-sm">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Crown aria-hidden="true" className="size-5 text-primary" />
          {texts.activeTitle}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{texts.plan}</dt>
          <dd className="font-medium">{texts.planName(subscription.subscription_tier)}</dd>
          <dt className="text-muted-foreground">{texts.validUntil}</dt>
          <dd className="font-medium">{end}</dd>
        </dl>
        {subscription.cancel_at_period_end ? (
          <div role="status" className="mt-4 flex gap-2 rounded-xl bg-muted p-3 text-sm">
            <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-destructive" />
            <p>
              <strong>{texts.cancelScheduled}</strong>
              <br />
              {texts.cancelScheduledDetail(end)}
            </p>
          </div>
        ) : null}
        <Button size="lg" className="mt-4 w-full" disabled={pending !== null} onClick={() => void manage()}>
          {texts.manage}
        </Button>
        {subscription.subscription_tier === 'Basic' && !subscription.cancel_at_period_end ? (
          <Link to="/upgrade-to-annual" className="mt-3 block text-center text-sm font-medium text-primary underline">
            {texts.upgradeToAnnual}
          </Link>
        ) : null}
      </section>
    );
  } else if (confirming) {
    body = <Spinner label={texts.confirming} className="min-h-[40dvh]" />;
  } else {
    body = (
      <>
        {notConfirmed ? (
          <p role="alert" className="mb-4 rounded-xl bg-muted p-3 text-sm">
            {texts.notConfirmedYet}
          </p>
        ) : null}
        <p className="mb-4 text-muted-foreground">{texts.plansIntro}</p>
        <PlanCards
          texts={texts}
          pending={pending === 'portal' ? null : pending}
          onChoose={(plan) => void choose(plan)}
        />
      </>
    );
  }

  return (
    <PageLayout title={texts.title}>
      <div lang={currency === 'eur' ? 'pt-PT' : undefined}>{body}</div>
    </PageLayout>
  );
}

export default function BrlSubscriptionPage() {
  return <ManageSubscriptionPage currency="brl" />;
}
