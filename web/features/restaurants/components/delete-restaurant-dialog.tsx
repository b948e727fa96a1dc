import type { MouseEvent } from 'react';
import { it } from '@domain/i18n/it';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';

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
    <AlertDialog
      open={restaurantName !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !isPending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{messages.deleteDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>{messages.deleteDialogText(restaurantName ?? '')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{messages.deleteCancel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={isPending}
            aria-busy={isPending}
            onClick={(event: MouseEvent) => {
              // Closed by the caller once the server answered.
              event.preventDefault();
              onConfirm();
            }}
          >
            {messages.deleteConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
