import {
  ChevronRight,
  CirclePlay,
  FileText,
  LifeBuoy,
  ListChecks,
  LogIn,
  LogOut,
  MessageCircleQuestion,
  Settings,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { profileTexts } from '../profile-texts';
import { Button, ButtonLink } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLayout } from '@/components/page-layout';
import { PremiumEntry } from '@/components/premium/premium-entry';
import { ShareAppButton } from '@/components/share-app-button';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/hooks/use-session';
import { tutorialIsExternal, tutorialVideoUrl } from '@/lib/app-links';
import { hasPendingListChanges } from '@/lib/offline/pending-count';
import { signOutUser } from '@/lib/session';
import { sharedTexts } from '@/lib/shared-texts';

const rowClasses =
  'flex w-full items-center gap-3 px-4 py-4 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset';

function MenuLink({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <li>
      <Link to={to} className={rowClasses}>
        <Icon aria-hidden="true" className="size-5 text-primary" />
        <span className="flex-1 font-medium">{label}</span>
        <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
      </Link>
    </li>
  );
}

/**
 * /profile (spec §2): greeting and e-mail, "Sair da Conta" or "Entrar / Cadastrar",
 * "Configurações", the premium entry, saved lists, the tutorial, sharing the app, help,
 * FAQ, the legal pages and the app version.
 */
export default function ProfilePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  /** Changes of the saved lists still in the outbox, which signing out would lose (asked first). */
  const [unsent, setUnsent] = useState(0);

  async function signOut() {
    setUnsent(0);
    setSigningOut(true);
    await signOutUser();
    setSigningOut(false);
    toast.success(profileTexts.signedOutToast);
    navigate('/', { replace: true });
  }

  async function handleSignOut() {
    if (session.status !== 'signedIn') return;
    const userId = session.user.id;
    if (hasPendingListChanges(userId)) {
      setSigningOut(true);
      const { sendBeforeSignOut } = await import('@/lib/offline/offline-sync');
      const left = await sendBeforeSignOut(userId);
      setSigningOut(false);
      if (left > 0) {
        setUnsent(left);
        return;
      }
    }
    await signOut();
  }

  return (
    <PageLayout title={profileTexts.title}>
      <section className="flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
        <div
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <UserRound className="size-7" />
        </div>
        {session.status === 'loading' ? (
          <Spinner label={sharedTexts.loading} className="py-0" />
        ) : session.status === 'signedIn' ? (
          <div className="min-w-0">
            <h2 className="text-lg font-semibold break-words">{profileTexts.greeting(session.user.name)}</h2>
            <p className="text-sm break-all text-muted-foreground">{session.user.email}</p>
          </div>
        ) : (
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{profileTexts.guestGreeting}</h2>
            <p className="text-sm text-muted-foreground">{profileTexts.guestMessage}</p>
          </div>
        )}
      </section>

      <div className="mt-4">
        {session.status === 'signedIn' ? (
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            disabled={signingOut}
            onClick={() => void handleSignOut()}
          >
            <LogOut aria-hidden="true" className="size-5" />
            {profileTexts.signOut}
          </Button>
        ) : session.status === 'signedOut' ? (
          <ButtonLink to="/auth" state={{ returnTo: '/profile' }} size="lg" className="w-full">
            <LogIn aria-hidden="true" className="size-5" />
            {profileTexts.signIn}
          </ButtonLink>
        ) : null}
      </div>

      <ul className="mt-6 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
        <MenuLink to="/configuracoes" label={profileTexts.settings} icon={Settings} />
      </ul>

      <PremiumEntry className="mt-6" />

      <ul className="mt-6 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
        <MenuLink to="/saved-lists" label={profileTexts.savedLists} icon={ListChecks} />
        <li>
          {tutorialIsExternal ? (
            <a href={tutorialVideoUrl} target="_blank" rel="noopener noreferrer" className={rowClasses}>
              <CirclePlay aria-hidden="true" className="size-5 text-primary" />
              <span className="flex-1 font-medium">{profileTexts.tutorial}</span>
              <span className="sr-only">{profileTexts.tutorialHint}</span>
              <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
            </a>
          ) : (
            <Link to={tutorialVideoUrl} className={rowClasses}>
              <CirclePlay aria-hidden="true" className="size-5 text-primary" />
              <span className="flex-1 font-medium">{profileTexts.tutorial}</span>
              <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
            </Link>
          )}
        </li>
        <li>
          <ShareAppButton className={rowClasses} iconClassName="size-5 text-primary" />
        </li>
        <MenuLink to="/ajuda" label={profileTexts.help} icon={LifeBuoy} />
        <MenuLink to="/faq" label={profileTexts.faq} icon={MessageCircleQuestion} />
        <MenuLink to="/termos-de-uso" label={profileTexts.terms} icon={FileText} />
        <MenuLink to="/politica-privacidade" label={profileTexts.privacy} icon={ShieldCheck} />
      </ul>

      <p className="mt-8 text-center text-sm text-muted-foreground">{profileTexts.version}</p>
      <ConfirmDialog
        open={unsent > 0}
        onOpenChange={(open) => !open && setUnsent(0)}
        title={profileTexts.pendingTitle}
        description={profileTexts.pendingMessage(unsent)}
        confirmLabel={profileTexts.signOutAnyway}
        busy={signingOut}
        onConfirm={() => void signOut()}
      />
    </PageLayout>
  );
}
