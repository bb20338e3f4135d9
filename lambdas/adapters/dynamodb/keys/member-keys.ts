/**
 * Keys of list memberships (shared lists, issue 23).
 *
 * Row LIST#<listId> / MEMBER#<userId>: type `Member`, listId, userId, name, joinedAt, with
 * gsi1pk MEMBER#<userId>, gsi1sk LIST#<joinedAt>#<listId> (the member's side). It lives in the
 * list's partition, so the Query that reads a list with its items also reads who may use it.
 * Joining and leaving are one TransactWriteItems with the list row's `memberCount` (at most
 * 10, conditioned) and `revision`.
 *
 * Access patterns:
 * - a list's members, with the list and its items: Query pk = LIST#<listId> (rows of type Member);
 * - is this user still a member: ConditionCheck on LIST#<listId> / MEMBER#<userId> in every
 *   item write a member makes, so a removed member's change is refused at once;
 * - the lists shared with a user, newest joined first: Query gsi1, gsi1pk = MEMBER#<userId>,
 *   begins_with(gsi1sk, "LIST#"), ScanIndexForward false, then BatchGetItem of the list rows;
 * - join / leave / remove: Put (condition new) / Delete (condition present) with the list row.
 */
export const memberKeys = {
  member: (listId: string, userId: string) => ({ pk: `LIST#${listId}`, sk: `MEMBER#${userId}` }),
  memberPrefix: 'MEMBER#',
  memberIndex: (userId: string, joinedAt: string, listId: string) => ({
    gsi1pk: `MEMBER#${userId}`,
    gsi1sk: `LIST#${joinedAt}#${listId}`,
  }),
  memberPartition: (userId: string) => `MEMBER#${userId}`,
  sharedListsPrefix: 'LIST#',
} as const;
