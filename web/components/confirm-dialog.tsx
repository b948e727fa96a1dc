import { Suspense, lazy } from 'react';
import { useHasOpened } from '@web/lib/use-has-opened';

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

// Radix's dialog machinery (some 40 KB) would otherwise load and run with every
// page that offers a deletion or a refusal, before the page is drawn, for a
// dialog most visits never open.
export const preloadConfirmDialog = () => import('./confirm-alert-dialog');
const ConfirmAlertDialog = lazy(() => preloadConfirmDialog().then((module) => ({ default: module.ConfirmAlertDialog })));

/**
 * A destructive confirmation that stays open, and cannot be dismissed, while
 * the request runs. Its code loads when it first opens; from then on it stays
 * mounted, so closing keeps the dialog's own exit and its return of focus.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useHasOpened(props.isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmAlertDialog {...props} />
    </Suspense>
  );
}
