import { itemsService } from '../../../lambdas/domain/lists/items-service';
import { listNotFoundMessage, listsService } from '../../../lambdas/domain/lists/lists-service';
import { invitationTokenPattern } from '../../../lambdas/domain/sharing/invitation-token';
import {
  invitationGoneMessages,
  joinFullMessage,
  memberLimitMessage,
  ownerOnlyMessage,
  sharingService,
} from '../../../lambdas/domain/sharing/sharing-service';
import { inMemoryListsRepository, inMemorySubscriptions, testIdsAndClock } from '../lists/in-memory-lists-repository';
import { inMemorySharingRepository } from './in-memory-sharing-repository';

const memberIds = Array.from({ length: 12 }, (_, i) => `membro-${i + 1}`);

function setup() {
  const store = inMemoryListsRepository();
  const sharingStore = inMemorySharingRepository(store);
  const { newId, now, skip } = testIdsAndClock();
  const deps = { newId, now };
  const lists = listsService({
    repository: store.repository,
    subscriptions: inMemorySubscriptions().repository,
    ...deps,
  });
  const items = itemsService({ repository: store.repository, ...deps });
  const sharing = sharingService({ lists: store.repository, sharing: sharingStore.repository, ...deps });
  const newList = () => lists.create('ana', { name: 'Feira', items: [{ name: 'Arroz', quantity: 1, price: null }] });
  const join = async (listId: string, userId: string) => {
    const { token } = await sharing.invite('ana', listId, 'Ana');
    return sharing.accept(userId, token, `Nome ${userId}`);
  };
  const skipDays = (days: number) => skip(days * 86_400_000);
  return { store, lists, items, sharing, newList, join, skipDays };
}

const notFound = { code: 'NOT_FOUND', message: listNotFoundMessage };

describe('shared lists (issue 23)', () => {
  it('an invitation is a random single-use link: its holder sees the list name and who invites, then joins', async () => {
    const { sharing, lists, newList, store } = setup();
    const list = await newList();
    const invitation = await sharing.invite('ana', list.id, 'Ana Souza');
    expect(invitation.token).toMatch(invitationTokenPattern);
    // Only the hash is stored.
    expect(JSON.stringify([...store.lists.values()])).not.toContain(invitation.token);
    expect(await sharing.pendingInvitations('ana', list.id)).toEqual([
      { id: invitation.id, createdAt: invitation.createdAt, validUntil: invitation.validUntil },
    ]);
    expect(Date.parse(invitation.validUntil) - Date.parse(invitation.createdAt)).toBe(7 * 86_400_000);

    expect(await sharing.view('bia', invitation.token)).toEqual({
      status: 'pending',
      listName: 'Feira',
      inviterName: 'Ana Souza',
    });
    // Before accepting, the holder gets the same 404 as for a list that does not exist.
    expect(await lists.get('bia', list.id)).toBeUndefined();
    expect(await sharing.accept('bia', invitation.token, 'Bia')).toEqual({ listId: list.id });

    const seen = await lists.get('bia', list.id);
    expect(seen).toMatchObject({ name: 'Feira', sharing: { role: 'member', ownerName: 'Ana Souza', memberCount: 1 } });
    expect(seen!.members).toEqual([{ id: 'bia', name: 'Bia', joinedAt: expect.any(String) }]);
    expect(await lists.listMine('bia')).toMatchObject([
      { id: list.id, sharing: { role: 'member', ownerName: 'Ana Souza' } },
    ]);
    expect(await lists.listMine('ana')).toMatchObject([{ id: list.id, sharing: { role: 'owner', memberCount: 1 } }]);
    expect(await sharing.pendingInvitations('ana', list.id)).toEqual([]);

    // Used: a second person cannot join with it, and is told why.
    expect(await sharing.view('caio', invitation.token)).toEqual({ status: 'used' });
    await expect(sharing.accept('caio', invitation.token, 'Caio')).rejects.toMatchObject({
      message: invitationGoneMessages.used,
    });
    expect(await sharing.view('bia', invitation.token)).toEqual({ status: 'joined', listId: list.id });
  });

  it('members change items like the owner; only the owner invites, renames, deletes or removes others', async () => {
    const { sharing, lists, items, newList, join } = setup();
    const list = await newList();
    await join(list.id, 'bia');
    await join(list.id, 'caio');
    const [added] = await items.add('bia', list.id, { items: [{ name: 'Leite', quantity: 2, price: null }] });
    await items.update('bia', list.id, added!.id, { isPurchased: true });
    await items.remove('bia', list.id, list.items[0]!.id);
    expect(await items.trash('bia', list.id)).toMatchObject([{ name: 'Arroz' }]);
    await items.restore('bia', list.id, list.items[0]!.id);
    expect((await lists.get('ana', list.id))!.items.map((item) => [item.name, item.isPurchased])).toEqual([
      ['Leite', true],
      ['Arroz', false],
    ]);

    await expect(lists.rename('bia', list.id, 'Minha')).rejects.toMatchObject(notFound);
    await expect(lists.remove('bia', list.id)).rejects.toMatchObject(notFound);
    await expect(lists.deletePermanently('bia', list.id)).rejects.toMatchObject(notFound);
    await expect(sharing.invite('bia', list.id, 'Bia')).rejects.toMatchObject(notFound);
    await expect(sharing.pendingInvitations('bia', list.id)).rejects.toMatchObject(notFound);
    await expect(sharing.removeMember('bia', list.id, 'caio')).rejects.toMatchObject({ message: ownerOnlyMessage });

    await sharing.removeMember('caio', list.id, 'caio');
    expect(await lists.get('caio', list.id)).toBeUndefined();
    expect((await lists.get('ana', list.id))!.members.map((member) => member.id)).toEqual(['bia']);
  });

  it('a removed member loses the list at once, even for a change read before the removal', async () => {
    const { sharing, lists, items, newList, join, store } = setup();
    const list = await newList();
    await join(list.id, 'bia');
    const before = await store.repository.getWithItems(list.id);
    await sharing.removeMember('ana', list.id, 'bia');
    expect(await lists.get('bia', list.id)).toBeUndefined();
    expect(await lists.listMine('bia')).toEqual([]);
    await expect(items.add('bia', list.id, { items: [{ name: 'X', quantity: 1, price: null }] })).rejects.toMatchObject(
      notFound,
    );
    await expect(items.trash('bia', list.id)).rejects.toMatchObject(notFound);
    // The write itself checks membership: a change prepared while still a member is refused.
    await expect(
      store.repository.writeItems({
        list: before!.list,
        at: new Date().toISOString(),
        itemCountDelta: 0,
        newItems: [],
        itemUpdates: [],
        deletedItems: [],
        memberId: 'bia',
      }),
    ).rejects.toMatchObject({ reason: 'missing' });
  });

  it('the owner deleting the list takes it from its members at once', async () => {
    const { lists, newList, join, items } = setup();
    const list = await newList();
    await join(list.id, 'bia');
    await lists.remove('ana', list.id);
    expect(await lists.get('bia', list.id)).toBeUndefined();
    expect(await lists.listMine('bia')).toEqual([]);
    await expect(items.trash('bia', list.id)).rejects.toMatchObject(notFound);
  });

  it('a revoked or expired link says so; a stranger and the holder of another list get 404', async () => {
    const { sharing, newList, skipDays, lists } = setup();
    const list = await newList();
    const revoked = await sharing.invite('ana', list.id, 'Ana');
    await sharing.revoke('ana', list.id, revoked.id);
    expect(await sharing.view('bia', revoked.token)).toEqual({ status: 'revoked' });
    await expect(sharing.accept('bia', revoked.token, 'Bia')).rejects.toMatchObject({
      message: invitationGoneMessages.revoked,
    });
    const late = await sharing.invite('ana', list.id, 'Ana');
    skipDays(7);
    expect(await sharing.view('bia', late.token)).toEqual({ status: 'expired' });
    await expect(sharing.accept('bia', late.token, 'Bia')).rejects.toMatchObject({
      message: invitationGoneMessages.expired,
    });
    expect(await sharing.pendingInvitations('ana', list.id)).toEqual([]);
    await expect(sharing.view('bia', 'A'.repeat(22))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sharing.revoke('bia', list.id, revoked.id)).rejects.toMatchObject(notFound);
    expect(await lists.get('bia', list.id)).toBeUndefined();
  });

  it("takes at most 10 members, with a clear message; joining uses none of the member's own free list", async () => {
    const { sharing, newList, join, store, lists } = setup();
    const list = await newList();
    const spare = await sharing.invite('ana', list.id, 'Ana');
    for (const userId of memberIds.slice(0, 10)) await join(list.id, userId);
    await expect(sharing.invite('ana', list.id, 'Ana')).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      message: memberLimitMessage,
    });
    await expect(sharing.accept(memberIds[10]!, spare.token, 'Onze')).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
      message: joinFullMessage,
    });
    expect(store.activeLists.get('membro-1')).toBeUndefined();
    expect(store.activeLists.get('ana')).toBe(1);
    // A free member still saves their own one list.
    await expect(
      lists.create('membro-1', { name: 'Minha', items: [{ name: 'Pão', quantity: 1, price: null }] }),
    ).resolves.toMatchObject({ name: 'Minha' });
  });

  it('raises the list version on every write: items, name, members', async () => {
    const { lists, items, newList, join } = setup();
    const list = await newList();
    const versions = [list.version];
    const read = async () => versions.push((await lists.get('ana', list.id))!.version);
    await items.add('ana', list.id, { items: [{ name: 'B', quantity: 1, price: null }] });
    await read();
    await lists.rename('ana', list.id, 'Outra');
    await read();
    await join(list.id, 'bia');
    await read();
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });
});
