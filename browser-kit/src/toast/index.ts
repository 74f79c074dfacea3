export { Toaster, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './Toaster';
export { toast, dismissToast, useToast, type ToastInput, type ToastVariant } from './toast-store';
