// What the author sees on their own review card: edit (→ /reviews/{id}/edit)
// and delete with the spec's confirmation text.
import { useState } from 'react';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { useDeleteReview } from '../api/delete-review';
import { ConfirmDialog } from '@web/components/confirm-dialog';

const messages = it.reviews;

export function ReviewAuthorActions({ reviewId }: { reviewId: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteReview = useDeleteReview();
  const isPending = deleteReview.isPending;

  // The promise, not mutate's callbacks: deleting the last review unmounts this
  // card before the mutation settles, and mutate's callbacks then never run.
  const confirm = () =>
    deleteReview.mutateAsync(reviewId).then(
      () => {
        setIsConfirming(false);
        toast.success(it.restaurantDetail.reviewDeletedTitle, { description: it.restaurantDetail.reviewDeleted });
      },
      (error: unknown) => {
        console.error(error);
        setIsConfirming(false);
        toast.error(it.restaurantDetail.errorTitle, { description: it.restaurantDetail.deleteReviewError });
      },
    );

  return (
    <div className="flex gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={paths.reviewEdit(reviewId)}>
          <Pencil aria-hidden="true" />
          {messages.edit}
        </Link>
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => setIsConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {messages.delete}
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        title={messages.deleteDialogTitle}
        description={messages.deleteDialogText}
        cancelLabel={messages.cancel}
        confirmLabel={messages.delete}
        isPending={isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      />
    </div>
  );
}
