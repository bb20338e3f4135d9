import { useEffect, useMemo, useState } from 'react';
import { foldText } from '@domain/text/fold-text';
import { useItemHistory } from './use-item-history';
import { indexHistory, indexNames, suggest, type Indexed, type Suggestion } from '@/lib/history/suggest';

let lexicon: Promise<Indexed[]> | undefined;
/** The categoriser's product names, loaded (their own chunk) the first time someone types. */
function loadLexicon(): Promise<Indexed[]> {
  lexicon ??= import('@/lib/history/product-lexicon').then(
    (module) => indexNames(module.productNames()),
    (error: unknown) => {
      lexicon = undefined;
      throw error;
    },
  );
  return lexicon;
}

/** Suggestions for the text being typed (issue 29): the user's history, then the product lexicon. */
export function useSuggestions(text: string, itemNames: readonly string[]): Suggestion[] {
  const { entries } = useItemHistory();
  const [products, setProducts] = useState<Indexed[]>([]);
  const typing = text.trim() !== '';
  useEffect(() => {
    if (!typing || products.length > 0) return;
    let current = true;
    loadLexicon().then(
      (loaded) => current && setProducts(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [typing, products.length]);
  const history = useMemo(() => indexHistory(entries), [entries]);
  const onList = useMemo(() => new Set(itemNames.map(foldText)), [itemNames]);
  return useMemo(() => suggest(text, history, products, onList), [text, history, products, onList]);
}
