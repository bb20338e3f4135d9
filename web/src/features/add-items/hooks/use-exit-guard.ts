import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

/** /auth is the sign-in round trip of the save flow: the list waits in sessionStorage meanwhile. */
const unguardedPaths = new Set(['/auth']);

/**
 * The add-items exit guard (spec §4): while `unsaved`, in-app navigation away from this
 * screen (bottom bar, back control, browser back) is held by react-router's blocker, and
 * a page unload asks the browser's own confirmation. `allowLeaving()` lets the next
 * navigation through (after a save or a discard).
 */
export function useExitGuard(unsaved: boolean) {
  const unsavedRef = useRef(unsaved);
  const allowedRef = useRef(false);
  unsavedRef.current = unsaved;

  useEffect(() => {
    if (unsaved) allowedRef.current = false;
  }, [unsaved]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      unsavedRef.current &&
      !allowedRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !unguardedPaths.has(nextLocation.pathname),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const allowLeaving = useCallback(() => {
    allowedRef.current = true;
    unsavedRef.current = false;
  }, []);

  return { blocker, allowLeaving };
}
