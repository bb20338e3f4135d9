/** A list as the API returns it in "my lists". */
export interface ListSummary {
  id: string;
  name: string;
  status: 'active' | 'draft';
  createdAt: string;
  updatedAt: string;
  itemCount: number;
}

export interface ListItem {
  id: string;
  listId: string;
  name: string;
  quantity: number;
  price: number | null;
  orderIndex: number;
  isPurchased: boolean;
  category: string | null;
  deletedAt: string | null;
}

export interface ListWithItems extends ListSummary {
  items: ListItem[];
}

/** A stored list row; `ownerId` is the Cognito user id and never leaves the API. */
export interface ListRecord extends ListSummary {
  ownerId: string;
  deletedAt: string | null;
}
