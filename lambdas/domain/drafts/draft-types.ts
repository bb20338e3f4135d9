import type { DraftItem } from './draft-schemas';

/** A remote draft as the API returns it; `id` is the device's local id. */
export interface Draft {
  id: string;
  name: string;
  items: DraftItem[];
  createdAt: string;
  updatedAt: string;
}

/** Whose draft it is: a signed-in user's, or (ownerless) a guest device's. */
export type DraftOwner = { kind: 'user'; userId: string } | { kind: 'device'; deviceId: string };
