import * as ToastPrimitive from '@radix-ui/react-toast';
import { useRef } from 'react';
import { useToast } from './toast-store';
import { useToastRoom } from './use-toast-room';

/** Default auto-close, long enough to read a sentence. */
export const TOAST_DURATION_MS = 5000;
/** A swipe to the right longer than this closes the toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * Renders the toast on screen; mount once per app, inside the app's root. Over an open dialog the
 * toast shows at the top of the screen and the dialog below it (toast.css, modal.css), so that it
 * never covers the dialog's buttons.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const viewport = useRef<HTMLOListElement>(null);
  useToastRoom(viewport);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast toast--${variant}`}
        >
          <div className="toast__content">
            {title ? <ToastPrimitive.Title className="toast__title">{title}</ToastPrimitive.Title> : null}
            {description ? <ToastPrimitive.Description className="toast__description">{description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close className="toast__close" aria-label="Close notification">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport ref={viewport} className="toast-viewport" hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
