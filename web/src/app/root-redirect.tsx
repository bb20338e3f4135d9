import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { sharedTexts } from '@/lib/shared-texts';

/** "/": "Carregando..." then a history-replacing redirect to /home (spec §2 Root). */
export function RootRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/home', { replace: true });
  }, [navigate]);
  return (
    <main>
      <Spinner label={sharedTexts.loading} className="min-h-[60dvh]" />
    </main>
  );
}
