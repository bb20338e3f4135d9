import { Crown } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from './button';
import { Dialog } from './dialog';
import { getSessionState } from '@/lib/session';
import { sharedTexts } from '@/lib/shared-texts';

export interface LimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Runs just before "Upgrade para Premium" leaves the screen (/add-items keeps its list as a draft). */
  onUpgrade?: () => void;
}

/**
 * A limit dialog of spec §2 Dialogs: the reason, the free plan's numbers (spec §9),
 * "Upgrade para Premium" to /currency-selection (or to /auth with returnTo and
 * showRegistration when signed out) and "Continuar com limite", which closes it.
 */
export function LimitDialog({ open, onOpenChange, title, description, onUpgrade }: LimitDialogProps) {
  const navigate = useNavigate();
  const texts = sharedTexts.limitDialogButtons;

  function upgrade() {
    onOpenChange(false);
    onUpgrade?.();
    if (getSessionState().status === 'signedIn') navigate('/currency-selection');
    else navigate('/auth', { state: { returnTo: '/currency-selection', showRegistration: true } });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <p className="mb-4 rounded-xl bg-muted p-3 text-sm">{sharedTexts.freePlanLimits}</p>
      <div className="flex flex-col gap-2">
        {/* The medium size's padding and text, at the large height: the crown and its label share one line on a phone. */}
        <Button className="h-14 w-full" onClick={upgrade}>
          <Crown aria-hidden="true" className="size-5" />
          {texts.upgrade}
        </Button>
        <Button variant="outline" className="h-14 w-full" onClick={() => onOpenChange(false)}>
          {texts.continueWithLimit}
        </Button>
      </div>
    </Dialog>
  );
}
