import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { Plan } from '@domain/subscriptions/subscription';
import { startCheckout } from '../api/billing';
import { subscriptionTexts } from '../subscription-texts';
import { PlanCards } from './plan-cards';
import { PageLayout } from '@/components/page-layout';
import { useSession } from '@/hooks/use-session';

/** /premium-payment (spec §2): the signed-in e-mail and the plans; each button starts a BRL checkout. */
export default function PremiumPaymentPage() {
  const session = useSession();
  const texts = subscriptionTexts.brl;
  const [pending, setPending] = useState<Plan | null>(null);

  async function choose(plan: Plan) {
    setPending(plan);
    try {
      await startCheckout({ plan, currency: 'brl' });
    } catch {
      toast.error(texts.errorTitle, { description: texts.checkoutFailed });
      setPending(null);
    }
  }

  return (
    <PageLayout
      title={subscriptionTexts.payment.title}
      subtitle={session.status === 'signedIn' ? subscriptionTexts.payment.signedInAs(session.user.email) : undefined}
    >
      <PlanCards texts={texts} pending={pending} onChoose={(plan) => void choose(plan)} />
    </PageLayout>
  );
}
