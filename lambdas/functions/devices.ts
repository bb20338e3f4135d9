import { dynamoDevicesRepository } from '../adapters/dynamodb/devices-repository';
import { createTableClient } from '../adapters/dynamodb/document-client';
import { dynamoDraftsRepository } from '../adapters/dynamodb/drafts-repository';
import { devicesService } from '../domain/devices/devices-service';
import { httpHandler, json } from '../http/http-handler';

const table = createTableClient();
const devices = devicesService({ devices: dynamoDevicesRepository(table), drafts: dynamoDraftsRepository(table) });

/** Links a guest device to the signed-in user (its drafts follow), and reads a device's usage. */
export const handler = httpHandler({
  'POST /devices/link': async (request) => {
    const userId = request.user();
    return json(200, await devices.link(userId, request.deviceId()));
  },
  'GET /device/usage': async (request) => json(200, await devices.usage(request.deviceId())),
});
