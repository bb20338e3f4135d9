import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';
import { RootRedirect } from './root-redirect';
import { ReplayEarlyTaps } from '@/lib/early-taps';

// One chunk per screen, so the first route only downloads its own code.
const HomePage = lazy(() => import('@/features/home/components/home-page'));
const AddItemsPage = lazy(() => import('@/features/add-items/components/add-items-page'));
const SavedListsPage = lazy(() => import('@/features/saved-lists/components/saved-lists-page'));
const SavedListPage = lazy(() => import('@/features/saved-list/components/saved-list-page'));
const ProfilePage = lazy(() => import('@/features/profile/components/profile-page'));
const DraftsPage = lazy(() => import('@/features/drafts/components/drafts-page'));
const TrashPage = lazy(() => import('@/features/trash/components/trash-page'));
const AuthPage = lazy(() => import('@/features/auth/components/auth-page'));
const AuthCallbackPage = lazy(() => import('@/features/auth/components/auth-callback-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));
const InvitationPage = lazy(() => import('@/features/invitation/components/invitation-page'));
const HelpPage = lazy(() => import('@/features/help/components/help-page'));
const FaqPage = lazy(() => import('@/features/faq/components/faq-page'));
const TermsOfUsePage = lazy(() => import('@/features/legal/components/terms-of-use-page'));
const PrivacyPolicyPage = lazy(() => import('@/features/legal/components/privacy-policy-page'));
const FinalListPage = lazy(() => import('@/features/final-list/components/final-list-page'));
const SettingsPage = lazy(() => import('@/features/settings/components/settings-page'));
const BrlSubscriptionPage = lazy(() => import('@/features/subscription/components/manage-subscription-page'));
const EurSubscriptionPage = lazy(() => import('@/features/subscription/components/eur-subscription-page'));
const CurrencySelectionPage = lazy(() => import('@/features/subscription/components/currency-selection-page'));
const PremiumPaymentPage = lazy(() => import('@/features/subscription/components/premium-payment-page'));
const UpgradeToAnnualPage = lazy(() => import('@/features/subscription/components/upgrade-to-annual-page'));

/** A screen the build pre-renders (prerender.tsx): taps made before it hydrated are replayed then. */
const prerendered = (screen: ReactNode) => <ReplayEarlyTaps>{screen}</ReplayEarlyTaps>;

/**
 * Every route of spec §2; unknown paths get the 404 page. The browser router is created in
 * main.tsx; the build pre-renders the first screens with the same routes (prerender.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/home', element: prerendered(<HomePage />) },
      { path: '/add-items', element: prerendered(<AddItemsPage />) },
      { path: '/final-list', element: <FinalListPage /> },
      { path: '/saved-lists', element: prerendered(<SavedListsPage />) },
      { path: '/saved-list/:id', element: <SavedListPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/configuracoes', element: prerendered(<SettingsPage />) },
      { path: '/gerenciar-assinatura', element: <BrlSubscriptionPage /> },
      { path: '/gerenciar-subscricao-eur', element: <EurSubscriptionPage /> },
      {
        path: '/currency-selection',
        element: (
          <RequireSession>
            <CurrencySelectionPage />
          </RequireSession>
        ),
      },
      { path: '/auth', element: prerendered(<AuthPage />) },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/drafts', element: prerendered(<DraftsPage />) },
      { path: '/convite/:token', element: <InvitationPage /> },
      { path: '/trash', element: <TrashPage /> },
      { path: '/ajuda', element: prerendered(<HelpPage />) },
      { path: '/faq', element: prerendered(<FaqPage />) },
      { path: '/termos-de-uso', element: <TermsOfUsePage /> },
      { path: '/politica-privacidade', element: <PrivacyPolicyPage /> },
      {
        path: '/premium-payment',
        element: (
          <RequireSession fromUpgrade>
            <PremiumPaymentPage />
          </RequireSession>
        ),
      },
      {
        path: '/upgrade-to-annual',
        element: (
          <RequireSession>
            <UpgradeToAnnualPage />
          </RequireSession>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
