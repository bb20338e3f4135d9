/** A list as the API returns it in "my lists". */
export interface ListSummary {
  id: string;
  name: string;
  status: 'active' | 'draft';
  createdAt: string;
  updatedAt: string;
  itemCount: number;
  /** Raised by every write to the list (items, name, state, members), so a client can tell it changed. */
  version: number;
  /** Present on a shared list: whose it is and how many others keep it. */
  sharing?: ListSharing;
}

/** A shared list as its owner or a member sees it (issue 23). */
export interface ListSharing {
  role: 'owner' | 'member';
  /** The owner's name as they gave it when inviting. */
  ownerName: string | null;
  memberCount: number;
}

/** Someone who joined a list through an invitation. */
export interface ListMember {
  /** The member's user id (Cognito `sub`). */
  id: string;
  name: string;
  joinedAt: string;
}

export interface ListItem {
  id: string;
  listId: string;
  name: string;
  quantity: number;
  price: number | null;
  /** Stored as a sort key (gaps allowed); the API answers positions 0..n-1 of the active items. */
  orderIndex: number;
  isPurchased: boolean;
  category: string | null;
  deletedAt: string | null;
}

export interface ListWithItems extends ListSummary {
  items: ListItem[];
  /** Who keeps the list with its owner (empty when it is not shared). */
  members: ListMember[];
}

/** A stored list row; `ownerId` is the Cognito user id and never leaves the API. */
export interface ListRecord extends Omit<ListSummary, 'version' | 'sharing'> {
  ownerId: string;
  deletedAt: string | null;
  /** Bumped by every write to the list (answered as `version`); deleting the list for good is conditioned on it. */
  revision: number;
  /**
   * The next free order index, taken by additions and restores with an atomic counter so
   * parallel additions never collide (absent on lists stored before it existed).
   */
  nextOrderIndex?: number;
  /** The owner's name, kept from their first invitation. */
  ownerName?: string | null;
  /** How many members joined (the limit's counter, written with each membership). */
  memberCount?: number;
}

/** A list in the trash (spec §2 Trash, type=lists). */
export interface TrashedList {
  id: string;
  name: string;
  /** Non-deleted items, as the trash shows them. */
  itemCount: number;
  deletedAt: string;
}

/** The fields an item keeps in the trash and comes back with. */
export type ItemFields = Pick<ListItem, 'id' | 'name' | 'quantity' | 'price' | 'isPurchased' | 'category'>;

export const itemFieldsOf = ({ id, name, quantity, price, isPurchased, category }: ItemFields): ItemFields => ({
  id,
  name,
  quantity,
  price,
  isPurchased,
  category,
});

/**
 * An item in a list's trash (spec §2 Trash, type=items), with its fields, so a device that
 * restores it offline shows it as it will come back.
 */
export interface TrashedItem extends ItemFields {
  listId: string;
  listName: string;
  deletedAt: string;
}
