import { toast } from '@/lib/toast';
import { sharedTexts } from '@/lib/shared-texts';

/** Delay before the duplicate-item notice (spec §9). */
const duplicateNoticeDelayMs = 500;

/**
 * The notice shown when a typed name is already on the list and its quantity went up instead
 * (spec §9), on /add-items and saved lists alike; `position` counts from 1.
 */
export function showDuplicateItemNotice(name: string, position: number, quantity: number): void {
  setTimeout(() => {
    toast.warning(sharedTexts.duplicateItem.title, {
      description: sharedTexts.duplicateItem.message(name, position, quantity),
    });
  }, duplicateNoticeDelayMs);
}
