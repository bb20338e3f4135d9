import { Check, Crown } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { LoginRequiredDialog } from '../login-required-dialog';
import { premiumTexts } from './premium-texts';
import { useSubscription } from '@/hooks/use-subscription';

interface PremiumModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Seja Premium" (spec §2 Dialogs, §6): "Continuar" takes a Basic (monthly) subscriber to
 * /upgrade-to-annual, anyone else signed in to /gerenciar-assinatura, and a guest to the
 * login dialog, whose sign-up goes on to the plans.
 */
export function PremiumModal({ open, onOpenChange }: PremiumModalProps) {
  const navigate = useNavigate();
  const { subscription, isSignedIn } = useSubscription();
  const [loginOpen, setLoginOpen] = useState(false);

  function next() {
    onOpenChange(false);
    if (!isSignedIn) setLoginOpen(true);
    else if (subscription?.subscribed && subscription.subscription_tier === 'Basic') navigate('/upgrade-to-annual');
    else navigate('/gerenciar-assinatura');
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={premiumTexts.bePremium}
        description={premiumTexts.modalDescription}
      >
        <ul className="mb-4 flex flex-col gap-2 text-sm">
          {premiumTexts.benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {benefit}
            </li>
          ))}
        </ul>
        <Button size="lg" className="w-full" onClick={next}>
          <Crown aria-hidden="true" className="size-5" />
          {premiumTexts.continue}
        </Button>
      </Dialog>
      <LoginRequiredDialog
        open={loginOpen}
        onOpenChange={setLoginOpen}
        description={premiumTexts.loginDescription}
        fromUpgrade
      />
    </>
  );
}
