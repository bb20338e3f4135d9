import { useQueryClient } from '@tanstack/react-query';
import { House, LogIn, RotateCcw, Users } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { acceptInvitation, useInvitation } from '../api/invitation-api';
import { invitationTexts as texts } from '../invitation-texts';
import { Button, ButtonLink } from '@/components/button';
import { ErrorPanel } from '@/components/error-panel';
import { PageLayout } from '@/components/page-layout';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/hooks/use-session';
import { ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { sharedTexts } from '@/lib/shared-texts';
import { toast } from '@/lib/toast';

const homeLink = (
  <ButtonLink to="/" variant="outline" size="lg">
    <House aria-hidden="true" className="size-5" />
    {texts.home}
  </ButtonLink>
);

/**
 * /convite/{token} (issue 23): a guest first creates an account (the "Cadastrar" tab) or signs
 * in, and comes back; a signed-in user sees the list's name and who invites, and joins with
 * "Entrar na lista". A link expired, used or cancelled says so and offers the home screen.
 */
export default function InvitationPage() {
  const { token } = useParams();
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.id : undefined;
  const invitation = useInvitation(userId, token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (session.status === 'signedOut')
    return <Navigate to="/auth" replace state={{ returnTo: `/convite/${token ?? ''}`, showRegistration: true }} />;
  if (session.status === 'loading' || invitation.isPending)
    return (
      <main>
        <Spinner label={sharedTexts.loading} className="min-h-[60dvh]" />
      </main>
    );

  const view = invitation.data;
  if (view?.status === 'joined') return <Navigate to={`/saved-list/${view.listId}`} replace />;

  async function join() {
    if (session.status !== 'signedIn' || !token) return;
    setJoining(true);
    try {
      const listId = await acceptInvitation(token, session.user.name ?? session.user.email);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lists(session.user.id) });
      toast.success(texts.joined);
      navigate(`/saved-list/${listId}`, { replace: true });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : texts.loadFailed);
      setJoining(false);
    }
  }

  let content;
  if (refusal) {
    content = <ErrorPanel message={refusal}>{homeLink}</ErrorPanel>;
  } else if (view?.status === 'pending') {
    content = (
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card p-6 text-center shadow-sm">
        <Users aria-hidden="true" className="size-10 text-primary" />
        <p className="text-lg font-semibold break-words">{texts.invites(view.inviterName, view.listName)}</p>
        <p className="text-sm text-muted-foreground">{texts.explain}</p>
        <Button size="lg" className="w-full" disabled={joining} onClick={() => void join()}>
          <LogIn aria-hidden="true" className="size-5" />
          {joining ? texts.joining : texts.join}
        </Button>
        {homeLink}
      </section>
    );
  } else if (view) {
    content = <ErrorPanel message={texts.gone[view.status]}>{homeLink}</ErrorPanel>;
  } else if (invitation.error instanceof ApiError && invitation.error.code === 'NOT_FOUND') {
    content = <ErrorPanel message={texts.notFound}>{homeLink}</ErrorPanel>;
  } else {
    content = (
      <ErrorPanel message={texts.loadFailed}>
        <Button size="lg" onClick={() => void invitation.refetch()}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {texts.retry}
        </Button>
        {homeLink}
      </ErrorPanel>
    );
  }

  return <PageLayout title={texts.title}>{content}</PageLayout>;
}
