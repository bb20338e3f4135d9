import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from './button';
import { Dialog } from './dialog';
import { sharedTexts } from '@/lib/shared-texts';

interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the dialog appeared (default: saving lists). */
  description?: string;
  /** Asked on the way to Premium: after signing up the user goes on to choose a plan (spec §2 Auth: fromUpgrade). */
  fromUpgrade?: boolean;
  /** Navigation state for this screen when the user comes back signed in (e.g. to go on with a save). */
  returnState?: unknown;
}

/**
 * "Login Necessário" (spec §2 Dialogs): "Cadastrar-se para continuar" opens /auth on the
 * "Cadastrar" tab, which brings the user back to this screen (with `returnState`) after signing up.
 */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  description,
  fromUpgrade,
  returnState,
}: LoginRequiredDialogProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const texts = sharedTexts.loginDialog;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={texts.title} description={description ?? texts.description}>
      <Button
        size="lg"
        className="w-full"
        onClick={() => {
          onOpenChange(false);
          navigate('/auth', {
            state: { returnTo: location.pathname + location.search, returnState, showRegistration: true, fromUpgrade },
          });
        }}
      >
        {texts.register}
      </Button>
    </Dialog>
  );
}
