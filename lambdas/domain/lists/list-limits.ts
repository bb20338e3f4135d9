/**
 * Name length shared by lists, items and drafts: the schemas enforce it (list-schemas.ts,
 * draft-schemas.ts) and the web app's fields cap typing with it, without loading the schemas.
 */
export const maxNameLength = 200;

/**
 * Operations in one request of a list's batch of changes (`POST /lists/{listId}/changes`):
 * enough to drain an offline outbox in a few requests, few enough that one request stays
 * well inside the API's body limit and timeout.
 */
export const maxChangesPerBatch = 50;
