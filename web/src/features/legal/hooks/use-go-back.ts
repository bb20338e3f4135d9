import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Goes back one page (spec §2 Terms of use and privacy policy), or to the start when the
 * page was opened directly and there is nothing of the app's to go back to.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (historyIndex > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}
