import { useQueryClient } from '@tanstack/react-query';
import { LogOut, UserMinus, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListWithItems } from '@domain/lists/list-types';
import {
  createInvitation,
  invitationsKey,
  removeMember,
  revokeInvitation,
  usePendingInvitations,
} from '../api/sharing-api';
import { peopleTexts as texts } from '../people-texts';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';
import { shareText } from '@/lib/share/share-text';
import { toast } from '@/lib/toast';

interface ListPeoplePanelProps {
  list: ListWithItems;
  userId: string;
  /** The signed-in user's name (or e-mail), shown to the people they invite or join. */
  userName: string;
}

const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : texts.actionFailed);

/**
 * "Quem está na lista" (issue 23): the owner and the members. The owner invites (a single-use
 * link sent like a list), sees and cancels pending invitations and removes members; a member
 * sees who shares it and can leave.
 */
export function ListPeoplePanel({ list, userId, userName }: ListPeoplePanelProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isOwner = list.sharing?.role !== 'member';
  const pending = usePendingInvitations(userId, list.id, isOwner);
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.list(userId, list.id) }),
      queryClient.invalidateQueries({ queryKey: invitationsKey(userId, list.id) }),
    ]);

  async function invite() {
    setInviting(true);
    try {
      const invitation = await createInvitation(list.id, userName);
      const link = `${window.location.origin}/convite/${invitation.token}`;
      await shareText(texts.inviteTitle(list.name), texts.inviteMessage(userName, list.name, link));
      await refresh();
    } catch (error) {
      toast.error(texts.inviteFailed, { description: errorMessage(error) });
    } finally {
      setInviting(false);
    }
  }

  async function revoke(invitationId: string) {
    try {
      await revokeInvitation(list.id, invitationId);
      toast.success(texts.revoked);
    } catch (error) {
      toast.error(texts.actionFailed, { description: errorMessage(error) });
    }
    await refresh();
  }

  async function confirmRemoval() {
    if (!confirming) return;
    setBusy(true);
    try {
      await removeMember(list.id, confirming.id);
      if (confirming.id === userId) {
        toast.success(texts.left);
        queryClient.removeQueries({ queryKey: queryKeys.list(userId, list.id), exact: true });
        await queryClient.invalidateQueries({ queryKey: queryKeys.lists(userId) });
        navigate('/saved-lists', { replace: true });
        return;
      }
      toast.success(texts.removed(confirming.name));
      await refresh();
    } catch (error) {
      toast.error(texts.actionFailed, { description: errorMessage(error) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const leaving = confirming?.id === userId;
  const ownerName = isOwner ? userName : (list.sharing?.ownerName ?? texts.someone);
  const row = 'flex min-h-11 items-center gap-2 py-1';

  return (
    <section aria-labelledby="list-people" className="mt-6 rounded-2xl border border-border bg-card p-4 shadow-sm">
      <h2 id="list-people" className="mb-2 text-lg font-semibold">
        {texts.title}
      </h2>
      <ul className="flex flex-col divide-y divide-border">
        <li className={row}>
          <span className="min-w-0 flex-1 break-words">
            {ownerName}{' '}
            <span className="text-sm text-muted-foreground">
              ({isOwner ? `${texts.you}, ${texts.owner}` : texts.owner})
            </span>
          </span>
        </li>
        {list.members.map((member) => (
          <li key={member.id} className={row}>
            <span className="min-w-0 flex-1 break-words">
              {member.name}
              {member.id === userId ? <span className="text-sm text-muted-foreground"> ({texts.you})</span> : null}
            </span>
            {isOwner ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={texts.remove(member.name)}
                onClick={() => setConfirming({ id: member.id, name: member.name })}
              >
                <UserMinus aria-hidden="true" className="size-5" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>

      {isOwner ? (
        <>
          {(pending.data ?? []).length > 0 ? (
            <ul aria-label={texts.pending} className="mt-2 flex flex-col gap-1">
              {pending.data!.map((invitation) => (
                <li key={invitation.id} className="flex items-center gap-2 text-sm text-muted-foreground">
                  <span className="flex-1">{texts.pendingUntil(formatDate(invitation.validUntil))}</span>
                  <Button variant="ghost" size="sm" onClick={() => void revoke(invitation.id)}>
                    <X aria-hidden="true" className="size-4" />
                    {texts.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-3 text-sm text-muted-foreground">{texts.inviteHint}</p>
          <Button variant="outline" size="lg" className="mt-3 w-full" disabled={inviting} onClick={() => void invite()}>
            <UserPlus aria-hidden="true" className="size-5" />
            {inviting ? texts.inviting : texts.invite}
          </Button>
        </>
      ) : (
        <Button
          variant="outline"
          size="lg"
          className="mt-3 w-full"
          onClick={() => setConfirming({ id: userId, name: userName })}
        >
          <LogOut aria-hidden="true" className="size-5" />
          {texts.leave}
        </Button>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={leaving ? texts.leaveTitle : texts.removeTitle}
        description={leaving ? texts.leaveDescription : texts.removeDescription(confirming?.name ?? '')}
        confirmLabel={leaving ? texts.leaveConfirm : texts.removeConfirm}
        onConfirm={() => void confirmRemoval()}
        busy={busy}
      />
    </section>
  );
}
