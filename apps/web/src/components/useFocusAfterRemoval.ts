import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A list whose items each have a button that removes them behind a dialog: once one is removed, the
 * button the dialog would give the focus back to is gone, so the focus goes to the item now at its
 * place in the list, else the previous one, else the text saying the list is empty.
 */
export function useFocusAfterRemoval<Item>(items: Item[] | undefined, keyOf: (item: Item) => string) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const emptyText = useRef<HTMLParagraphElement>(null) as RefObject<HTMLParagraphElement>;
  const [focusIndex, setFocusIndex] = useState<number>();

  useEffect(() => {
    if (focusIndex === undefined || !items) return;
    const next = items[Math.min(focusIndex, items.length - 1)];
    (next ? buttons.current.get(keyOf(next)) : emptyText.current)?.focus();
    setFocusIndex(undefined);
  }, [items, focusIndex, keyOf]);

  /** The ref of an item's button. */
  const buttonRef = useCallback(
    (key: string) => (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(key, button);
      else buttons.current.delete(key);
    },
    [],
  );

  /** The item at `index` was removed: the focus goes to its successor once the list shows without it. */
  const removedAt = useCallback((index: number) => setFocusIndex(Math.max(index, 0)), []);

  return { buttonRef, emptyText, removedAt };
}
