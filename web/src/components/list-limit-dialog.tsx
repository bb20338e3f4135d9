import { Crown } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from './button';
import { Dialog } from './dialog';
import { getSessionState } from '@/lib/session';
import { sharedTexts } from '@/lib/shared-texts';

interface ListLimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's pt-BR explanation, when the dialog opens after a 403 LIMIT_REACHED. */
  message?: string;
}

/**
 * The list-limit dialog (spec §2 Dialogs): "Upgrade para Premium" goes to
 * /currency-selection (or to /auth with returnTo and showRegistration when signed out);
 * "Continuar com limite" closes it.
 */
export function ListLimitDialog({ open, onOpenChange, message }: ListLimitDialogProps) {
  const navigate = useNavigate();
  const texts = sharedTexts.listLimitDialog;

  function upgrade() {
    onOpenChange(false);
    if (getSessionState().status === 'signedIn') navigate('/currency-selection');
    else navigate('/auth', { state: { returnTo: '/currency-selection', showRegistration: true } });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={texts.title} description={message ?? texts.description}>
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
