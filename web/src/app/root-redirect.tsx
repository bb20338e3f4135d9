import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { sharedTexts } from '@/lib/shared-texts';

/**
 * "/": "Carregando..." then a history-replacing redirect to /home (spec §2 Root), when the app
 * navigates to /. A first visit to / shows the pre-rendered home at once (main.tsx replaces the URL).
 */
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
