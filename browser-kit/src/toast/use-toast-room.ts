import { useEffect, type RefObject } from 'react';

/** The CSS property the toasts' height is written to, for an open dialog to keep clear of (modal.css). */
export const TOAST_ROOM = '--toast-room';

interface Span {
  readonly left: number;
  readonly right: number;
}

/**
 * The room an open dialog leaves at the top of the screen for the toasts: their list's height
 * while a toast shows beside or over the dialog's column, none while there is no toast or it fits
 * beside the dialog (a wide screen).
 */
export function toastRoom(listHeight: number, toast: Span | null, dialog: Span | null): number {
  if (!toast) return 0;
  if (dialog && (toast.left >= dialog.right || toast.right <= dialog.left)) return 0;
  return listHeight;
}

/**
 * Keeps `--toast-room` on the page's root up to date (toastRoom) as toasts come, grow and go, a
 * dialog opens and the window is resized.
 */
export function useToastRoom(viewport: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const list = viewport.current;
    if (!list) return undefined;
    const root = document.documentElement;
    const update = () => {
      const toast = list.querySelector('.toast')?.getBoundingClientRect() ?? null;
      const dialog = document.querySelector('.modal')?.getBoundingClientRect() ?? null;
      root.style.setProperty(TOAST_ROOM, `${toastRoom(list.offsetHeight, toast, dialog)}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(list);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(TOAST_ROOM);
    };
  }, [viewport]);
}
