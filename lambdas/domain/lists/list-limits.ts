/**
 * Name length shared by lists, items and drafts: the schemas enforce it (list-schemas.ts,
 * draft-schemas.ts) and the web app's fields cap typing with it, without loading the schemas.
 */
export const maxNameLength = 200;
