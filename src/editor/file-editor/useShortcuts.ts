import { useEffect } from 'react';

/** Control (or Command) with S saves, with Z undoes, with Shift and Z or with Y redoes, wherever the focus is. */
export function useShortcuts(save: () => Promise<void>, undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void save();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      } else if (key === 'z') {
        event.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [redo, save, undo]);
}
