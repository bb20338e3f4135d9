import { useLocation, useNavigate } from 'react-router-dom';

/** Navigation state other screens pass to /auth (spec §2 Auth). */
export interface AuthNavigationState {
  /** Where to go after success; default "/". */
  returnTo?: string;
  /** Navigation state for returnTo (a screen going on with what sent the user here, e.g. a save). */
  returnState?: unknown;
  /** Open the "Cadastrar" tab first. */
  showRegistration?: boolean;
  /** Show the premium note; after success go to /currency-selection instead of returnTo. */
  fromUpgrade?: boolean;
}

function readState(raw: unknown): Required<AuthNavigationState> {
  const state = (raw ?? {}) as AuthNavigationState;
  const returnTo = typeof state.returnTo === 'string' && state.returnTo.startsWith('/') ? state.returnTo : '/';
  return {
    returnTo,
    returnState: state.returnState ?? null,
    showRegistration: state.showRegistration === true,
    fromUpgrade: state.fromUpgrade === true,
  };
}

/** The /auth navigation state and the destination after a successful sign-in or sign-up. */
export function useAuthNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = readState(location.state);
  const destination = state.fromUpgrade ? '/currency-selection' : state.returnTo;
  return {
    ...state,
    destination,
    goToDestination: () =>
      navigate(destination, { replace: true, state: state.fromUpgrade ? null : state.returnState }),
  };
}
