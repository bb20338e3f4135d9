import type { ListWithItems } from '@domain/lists/list-types';
import { listShareText } from './list-share-text';
import { shareText, type ShareOutcome } from './share-text';
import { appSiteUrl } from '@/lib/app-links';
import { getSettings } from '@/lib/settings';

/**
 * Sends a saved list as the screen shows it: its active items in order, grouped by category
 * when grouping is on (Premium and the setting), prices in the chosen currency when shown.
 */
export function shareSavedList(list: ListWithItems, isPremium: boolean): Promise<ShareOutcome> {
  const { showPriceFields, selectedCurrency, categorizeItems } = getSettings();
  const items = list.items.filter((item) => !item.deletedAt).sort((a, b) => a.orderIndex - b.orderIndex);
  const text = listShareText({
    name: list.name,
    items,
    grouped: isPremium && categorizeItems,
    currency: showPriceFields ? selectedCurrency : null,
    appUrl: appSiteUrl(),
  });
  return shareText(list.name, text);
}
