import { useNavigate } from 'react-router-dom';
import { Button } from './button';
import { Dialog } from './dialog';
import { sharedTexts } from '@/lib/shared-texts';

interface LoginRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Login Necessário": the way to /auth (returnTo '/') when a guest tries to save (spec §2 Dialogs). */
export function LoginRequiredDialog({ open, onOpenChange }: LoginRequiredDialogProps) {
  const navigate = useNavigate();
  const texts = sharedTexts.loginDialog;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={texts.title} description={texts.description}>
      <Button
        size="lg"
        className="w-full"
        onClick={() => {
          onOpenChange(false);
          navigate('/auth', { state: { returnTo: '/' } });
        }}
      >
        {texts.register}
      </Button>
    </Dialog>
  );
}
