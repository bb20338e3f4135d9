import { useEffect, useState } from 'react';
import { categoriseNames } from '@/lib/categories/categorise-names';

/** Spec §9: re-categorisation 0.3 to 0.5 s after the list changes. */
const categoriseDelayMs = 400;

/**
 * The category of each name on a list not saved yet (/add-items), asked 0.4 s after the
 * names last changed, only for names not answered before. Names not answered yet have none.
 */
export function useNameCategories(names: readonly string[], enabled: boolean): ReadonlyMap<string, string> {
  const [categories, setCategories] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = [...new Set(names)].filter((name) => !categories.has(name));
  const key = missing.join('\n');

  useEffect(() => {
    if (!enabled || key === '') return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void categoriseNames(key.split('\n')).then((answer) => {
        if (!cancelled) setCategories((current) => new Map([...current, ...answer]));
      });
    }, categoriseDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, key]);

  return categories;
}
