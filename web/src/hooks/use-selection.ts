import { useCallback, useState } from 'react';

/**
 * Selection mode of a page of rows with bulk actions (saved lists, trash): entering or
 * leaving the mode clears the selection, and only ids still on screen count as selected.
 */
export function useSelection(visibleIds: readonly string[]) {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const visible = new Set(visibleIds);
  const selectedIds = [...selected].filter((id) => visible.has(id));

  const changeSelectionMode = useCallback((on: boolean) => {
    setSelecting(on);
    setSelected(new Set());
  }, []);

  const toggle = useCallback((id: string, checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return {
    selecting,
    selected,
    selectedIds,
    changeSelectionMode,
    toggle,
    selectAll: () => setSelected(new Set(visibleIds)),
    clear: () => setSelected(new Set()),
  };
}
