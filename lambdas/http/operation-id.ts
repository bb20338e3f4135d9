import { ValidationError } from '../domain/errors';
import { invalidOperationIdMessage } from '../domain/lists/operations';

/**
 * The id a client gives a change it may send more than once (the web app's offline outbox):
 * a UUID in `x-operation-id`. The server remembers applied ids, so a replay changes nothing.
 */
export const operationIdHeader = 'x-operation-id';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request's operation id; undefined when absent, a 400 when malformed. */
export function readOperationId(headers: Record<string, string | undefined> | undefined): string | undefined {
  const value = headers?.[operationIdHeader];
  if (value === undefined) return undefined;
  if (!uuidPattern.test(value)) throw new ValidationError(invalidOperationIdMessage);
  return value.toLowerCase();
}
