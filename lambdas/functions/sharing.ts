import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoListsRepository } from '../adapters/dynamodb/lists-repository';
import { dynamoSharingRepository } from '../adapters/dynamodb/sharing-repository';
import { listIdSchema } from '../domain/lists/list-schemas';
import { listNotFoundMessage } from '../domain/lists/lists-service';
import {
  acceptInvitationBodySchema,
  invitationIdSchema,
  invitationTokenSchema,
  inviteBodySchema,
  memberIdSchema,
} from '../domain/sharing/sharing-schemas';
import { invitationNotFoundMessage, memberNotFoundMessage, sharingService } from '../domain/sharing/sharing-service';
import { createListNudger } from '../adapters/live/create-list-nudger';
import { httpHandler, json, type HttpRequest, type Operation } from '../http/http-handler';
import { nudgeListWrites } from '../http/list-nudges';

const table = createTableClient();
const sharing = sharingService({ lists: dynamoListsRepository(table), sharing: dynamoSharingRepository(table) });

const listIdOf = (request: HttpRequest) => request.pathParam('listId', listIdSchema, listNotFoundMessage);
const tokenOf = (request: HttpRequest) => request.pathParam('token', invitationTokenSchema, invitationNotFoundMessage);
const noContent = { statusCode: 204, body: '' };

const operations: Record<string, Operation> = {
  'POST /lists/{listId}/invitations': async (request) => {
    const { inviterName } = request.body(inviteBodySchema);
    return json(201, { invitation: await sharing.invite(request.user(), listIdOf(request), inviterName) });
  },
  'GET /lists/{listId}/invitations': async (request) =>
    json(200, { invitations: await sharing.pendingInvitations(request.user(), listIdOf(request)) }),
  'DELETE /lists/{listId}/invitations/{invitationId}': async (request) => {
    const invitationId = request.pathParam('invitationId', invitationIdSchema, invitationNotFoundMessage);
    await sharing.revoke(request.user(), listIdOf(request), invitationId);
    return noContent;
  },
  'DELETE /lists/{listId}/members/{memberId}': async (request) => {
    const memberId = request.pathParam('memberId', memberIdSchema, memberNotFoundMessage);
    await sharing.removeMember(request.user(), listIdOf(request), memberId);
    return noContent;
  },
  'GET /invitations/{token}': async (request) =>
    json(200, { invitation: await sharing.view(request.user(), tokenOf(request)) }),
  'POST /invitations/{token}/accept': async (request) => {
    const { memberName } = request.body(acceptInvitationBodySchema);
    return json(200, await sharing.accept(request.user(), tokenOf(request), memberName));
  },
};

/**
 * Shared lists (issue 23): the owner's invitations (create, pending, revoke), a link's view and
 * acceptance by its holder, and removing a member (the owner) or leaving (the member).
 */
export const handler = httpHandler(nudgeListWrites(operations, createListNudger(table)));
