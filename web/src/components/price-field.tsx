import { useState } from 'react';
import { inputClasses } from '@/components/text-field';
import { cn } from '@/lib/cn';
import { formatMoney, pricePlaceholder, type Currency } from '@/lib/format';
import { parsePrice, priceFieldText } from '@/lib/item-values';
import { sharedTexts } from '@/lib/shared-texts';

interface PriceFieldProps {
  itemName: string;
  price: number | null;
  currency: Currency;
  /** The parsed price (spec §5: empty or non-numeric is null), on leaving the field or Enter, when it changed. */
  onPrice: (price: number | null) => void;
}

/**
 * An item's price field, shown when the prices setting is on. It names the currency either way:
 * empty, the placeholder "R$ 0,00" or "0,00 €" (spec §5); filled, the price as money ("R$ 2,50"),
 * and while the user edits it, the bare number.
 */
export function PriceField({ itemName, price, currency, onPrice }: PriceFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const parsed = parsePrice(draft);
    if (parsed !== price) onPrice(parsed);
    setDraft(null);
  }

  return (
    <input
      aria-label={sharedTexts.itemControls.priceOf(itemName)}
      className={cn(inputClasses, 'h-11 w-32 text-right')}
      inputMode="decimal"
      placeholder={pricePlaceholder(currency)}
      value={draft ?? (price === null ? '' : formatMoney(price, currency))}
      onFocus={() => setDraft(priceFieldText(price))}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
      }}
    />
  );
}
