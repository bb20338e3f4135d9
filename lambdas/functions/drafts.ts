import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoDraftsRepository } from '../adapters/dynamodb/drafts-repository';
import { draftLocalIdSchema, saveDraftBodySchema } from '../domain/drafts/draft-schemas';
import type { DraftOwner } from '../domain/drafts/draft-types';
import { draftNotFoundMessage, draftsService } from '../domain/drafts/drafts-service';
import { httpHandler, json, type HttpRequest, type Operation } from '../http/http-handler';

const drafts = draftsService({ repository: dynamoDraftsRepository(createTableClient()) });

const userOwner = (request: HttpRequest): DraftOwner => ({ kind: 'user', userId: request.user() });
const deviceOwner = (request: HttpRequest): DraftOwner => ({ kind: 'device', deviceId: request.deviceId() });
const localIdOf = (request: HttpRequest) => request.pathParam('localId', draftLocalIdSchema, draftNotFoundMessage);

/** The three draft operations for one kind of owner. */
function operations(ownerOf: (request: HttpRequest) => DraftOwner): Operation[] {
  return [
    async (request) => json(200, { drafts: await drafts.list(ownerOf(request)) }),
    async (request) => {
      const owner = ownerOf(request);
      const draft = await drafts.save(owner, localIdOf(request), request.body(saveDraftBodySchema));
      return json(200, { draft, synced: true });
    },
    async (request) => {
      const owner = ownerOf(request);
      await drafts.remove(owner, localIdOf(request));
      return { statusCode: 204, body: '' };
    },
  ];
}

const [listMine, saveMine, removeMine] = operations(userOwner);
const [listDevice, saveDevice, removeDevice] = operations(deviceOwner);

/** Remote copies of local drafts: a signed-in user's, or a guest device's (x-device-id). */
export const handler = httpHandler({
  'GET /drafts': listMine!,
  'PUT /drafts/{localId}': saveMine!,
  'DELETE /drafts/{localId}': removeMine!,
  'GET /device/drafts': listDevice!,
  'PUT /device/drafts/{localId}': saveDevice!,
  'DELETE /device/drafts/{localId}': removeDevice!,
});
