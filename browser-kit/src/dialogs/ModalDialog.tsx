import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  // A card provider's fields live in its frame (Stripe's Payment Element): Tab must reach them.
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Toasts stay reachable (F8) and visible above an open dialog. */
const TOASTS = '.toast-viewport';

/** Inside the toast list, or its region wrapper and focus guards (the list's parent). */
function inToastArea(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(TOASTS) !== null ||
    target.querySelector(`:scope > ${TOASTS}`) !== null ||
    target.parentElement?.querySelector(`:scope > ${TOASTS}`) != null
  );
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/**
 * A modal dialog: role=dialog with aria-modal, labelled by its title; focus moves in, Tab cycles
 * inside, focus that wanders out is brought back, Escape means `onCancel` (ignored while `busy`),
 * and focus returns where it was (or to `returnFocusId`) when it closes. It opens when mounted;
 * the caller unmounts it to close it.
 *
 * Not the native <dialog>.showModal(): that puts the dialog in the browser's top layer, above
 * the toasts, and makes them inert, so 'Payment Failed' would be hidden behind the very dialog
 * that stays open for the retry. This one sits under the toast viewport instead.
 */
export function ModalDialog({
  titleId,
  descriptionId,
  onCancel,
  busy = false,
  className,
  returnFocusId,
  children,
}: {
  titleId: string;
  descriptionId?: string;
  onCancel: () => void;
  busy?: boolean;
  className?: string;
  /** Where focus goes on close when the element focused before is gone or was the page itself. */
  returnFocusId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Read while rendering, before any child's effect moves the focus into the dialog.
  const [previous] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  // The handlers are installed once per mount and read the props of the latest render.
  const cancel = useEffectEvent(() => {
    if (!busy) onCancel();
  });
  const returnFocus = useEffectEvent(() => {
    const back =
      previous && previous !== document.body && previous.isConnected
        ? previous
        : returnFocusId
          ? document.getElementById(returnFocusId)
          : null;
    back?.focus();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // A child may already have focused its own first field.
    if (!dialog.contains(document.activeElement)) {
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog).focus();
    }

    const keepFocusInside = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || dialog.contains(target) || inToastArea(target)) return;
      // Stripe opens 3-D Secure and Link in its own frames over the page, outside the dialog: the
      // payer must be able to type there. The site itself has no frames behind a dialog.
      if (target instanceof HTMLIFrameElement) return;
      (focusables(dialog)[0] ?? dialog).focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (inToastArea(event.target)) return;
      event.preventDefault();
      cancel();
    };
    document.addEventListener('focusin', keepFocusInside);
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.classList.add('has-modal');
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('has-modal');
      returnFocus();
    };
  }, []);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const list = focusables(event.currentTarget);
    if (list.length === 0) {
      event.preventDefault();
      return;
    }
    const first = list[0]!;
    const last = list[list.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={busy || undefined}
        tabIndex={-1}
        className={`modal${className ? ` ${className}` : ''}`}
        onKeyDown={trapTab}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
