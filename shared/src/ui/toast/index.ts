export {
  showToast,
  toastQueue,
  TOAST_OPTIONS,
  type ToastRequest,
  type ToastVariant,
} from './toast-queue';
export { Toasts } from './toasts';
