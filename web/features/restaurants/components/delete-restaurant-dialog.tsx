import { it } from '@domain/i18n/it';
import { ConfirmDialog } from '@web/components/confirm-dialog';

const messages = it.restaurants;

/** Confirmation before deleting a restaurant; it stays open while the request runs. */
export function DeleteRestaurantDialog({
  restaurantName,
  isPending,
  onConfirm,
  onCancel,
}: {
  /** The restaurant being confirmed; null closes the dialog. */
  restaurantName: string | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={restaurantName !== null}
      title={messages.deleteDialogTitle}
      description={messages.deleteDialogText(restaurantName ?? '')}
      confirmLabel={messages.deleteConfirm}
      cancelLabel={messages.deleteCancel}
      isPending={isPending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
