import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { authTexts } from '../auth-texts';
import { Spinner } from '@/components/spinner';
import { getSessionState, reloadSession } from '@/lib/session';

/**
 * /auth/callback (spec §2): "Autenticando..."; with a hash in the URL (a provider's
 * redirect), checks the session, toasts and goes to /; on failure goes to /auth.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    async function finish() {
      if (!window.location.hash) {
        navigate('/', { replace: true });
        return;
      }
      await reloadSession();
      if (cancelled) return;
      if (getSessionState().status === 'signedIn') {
        toast.success(authTexts.callbackSuccess);
        navigate('/', { replace: true });
      } else {
        toast.error(authTexts.callbackErrorTitle, { description: authTexts.callbackErrorMessage });
        navigate('/auth', { replace: true });
      }
    }
    void finish();
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return (
    <main>
      <Spinner label={authTexts.callbackProgress} className="min-h-[60dvh]" />
    </main>
  );
}
