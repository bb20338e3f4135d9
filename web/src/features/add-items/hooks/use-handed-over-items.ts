import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EditableItem } from './use-list-items';

type HandedItem = { name: string; quantity: number };

/**
 * "Salvar Lista" on /final-list hands its items over (navigation state `saveItems`): they
 * replace the list here, then the saving flow opens, once (the state is dropped from history).
 */
export function useHandedOverItems(replaceItems: (items: EditableItem[]) => void, startSave: () => Promise<void>) {
  const navigate = useNavigate();
  const location = useLocation();
  const handedOver = useRef<{ items: HandedItem[]; replaced: boolean } | null>(null);
  handedOver.current ??= (() => {
    const handed = (location.state as { saveItems?: HandedItem[] } | null)?.saveItems;
    return handed ? { items: handed, replaced: false } : null;
  })();

  useEffect(() => {
    const handed = handedOver.current;
    if (!handed || handed.items.length === 0) return;
    if (!handed.replaced) {
      handed.replaced = true;
      replaceItems(handed.items.map((item, index) => ({ id: Date.now() + index, ...item, price: null })));
      return;
    }
    handed.items = [];
    void navigate(location.pathname, { replace: true, state: null });
    void startSave();
  });
}
