import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { contactMessageRetentionDays, guestRowLifetimeDays } from '../../lambdas/adapters/dynamodb/expiry';
import { localTable } from '../support/local-table';
import { callApi, newDeviceId, readWebConfig, signUpAndIn, userIdOf } from '../support/local-users';

const url = process.env.LOCAL_URL!;
const apiUrl = process.env.LOCAL_API_URL!;
const day = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Rows nobody owns carry `expiresAt` (the table's TTL), so DynamoDB removes them in time. */
describe('rows that expire', () => {
  it("gives a guest device's draft, usage and agreement 180 days from the last write, and the user's rows none", async () => {
    const device = newDeviceId();
    const before = nowSeconds();
    const draft = { name: 'Visitante', items: [], createdAt: '2026-11-01T10:00:00.000Z' };
    expect(
      (
        await callApi(apiUrl, 'PUT', '/device/drafts/local-1', {
          deviceId: device,
          body: { ...draft, updatedAt: '2026-11-01T10:00:00.000Z' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi(apiUrl, 'PUT', '/device/agreements', {
          deviceId: device,
          body: { termsAccepted: true, privacyAccepted: true },
        })
      ).status,
    ).toBe(200);
    const rows = await localTable().partition(`DEVICE#${device}`);
    expect(rows.map((row) => row.sk).sort()).toEqual(['AGREEMENT', 'DRAFT#local-1', 'USAGE']);
    for (const row of rows) {
      expect(row.expiresAt).toBeGreaterThanOrEqual(before + guestRowLifetimeDays * day);
      expect(row.expiresAt).toBeLessThanOrEqual(nowSeconds() + guestRowLifetimeDays * day);
    }

    const user = await signUpAndIn(await readWebConfig(url), 'Dona');
    await callApi(apiUrl, 'POST', '/devices/link', { token: user.accessToken, deviceId: device });
    const userRows = await localTable().partition(`USER#${userIdOf(user)}`);
    expect(userRows.map((row) => row.sk)).toContain('DRAFT#local-1');
    for (const row of userRows) expect(row).not.toHaveProperty('expiresAt');
  });

  it('keeps a contact message one year', async () => {
    const subject = `Retenção ${newDeviceId()}`;
    const before = nowSeconds();
    await callApi(apiUrl, 'POST', '/functions/send-contact-message', {
      body: { name: 'Ana', email: '', subject, message: 'Oi' },
    });
    const table = localTable();
    const { Items = [] } = await table.client.send(
      new QueryCommand({
        TableName: table.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'CONTACT' },
        ScanIndexForward: false,
      }),
    );
    const message = Items.find((item) => item.subject === subject);
    expect(message?.expiresAt).toBeGreaterThanOrEqual(before + contactMessageRetentionDays * day);
    expect(message?.expiresAt).toBeLessThanOrEqual(nowSeconds() + contactMessageRetentionDays * day);
  });
});
