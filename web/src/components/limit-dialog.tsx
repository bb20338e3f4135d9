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
}

/**
 * A limit dialog of spec §2 Dialogs: "Upgrade para Premium" goes to /currency-selection
 * (or to /auth with returnTo and showRegistration when signed out); "Continuar com limite"
 * closes it. The list and voice limit dialogs differ only in their texts.
 */
export function LimitDialog({ open, onOpenChange, title, description }: LimitDialogProps) {
  const navigate = useNavigate();
  const texts = sharedTexts.limitDialogButtons;

  function upgrade() {
    onOpenChange(false);
    if (getSessionState().status === 'signedIn') navigate('/currency-selection');
    else navigate('/auth', { state: { returnTo: '/currency-selection', showRegistration: true } });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex flex-col gap-2">
        <Button size="lg" className="w-full" onClick={upgrade}>
          <Crown aria-hidden="true" className="size-5" />
          {texts.upgrade}
        </Button>
        <Button variant="outline" size="lg" className="w-full" onClick={() => onOpenChange(false)}>
          {texts.continueWithLimit}
        </Button>
      </div>
    </Dialog>
  );
}
