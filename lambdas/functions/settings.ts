import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoSettingsRepository } from '../adapters/dynamodb/settings-repository';
import { settingsChangeSchema } from '../domain/settings/settings-schemas';
import { settingsService } from '../domain/settings/settings-service';
import { httpHandler, json } from '../http/http-handler';

const settings = settingsService({ repository: dynamoSettingsRepository(createTableClient()) });

/**
 * A signed-in user's settings, kept on the account so every phone starts with the same ones;
 * the newer change wins (`changedAt`).
 */
export const handler = httpHandler({
  'GET /settings': async (request) => json(200, await settings.get(request.user())),
  'PUT /settings': async (request) =>
    json(200, await settings.save(request.user(), request.body(settingsChangeSchema))),
});
