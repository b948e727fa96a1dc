// 'Salva' / 'Salvato': saves a restaurant for the signed-in user, who is then
// told when it gets a reaction report or a review for their allergens.
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { useSavedIds, useToggleSaved } from '../api/saved';

const messages = it.saved;

export function SaveButton({
  restaurantId,
  restaurantName,
  size = 'default',
  className,
}: {
  restaurantId: string;
  restaurantName: string;
  size?: 'default' | 'sm';
  className?: string;
}) {
  const ids = useSavedIds();
  const toggle = useToggleSaved();
  const isSaved = ids.data?.has(restaurantId) ?? false;
  const Icon = isSaved ? BookmarkCheck : Bookmark;
  return (
    <Button
      type="button"
      size={size}
      variant={isSaved ? 'secondary' : 'outline'}
      className={className}
      aria-pressed={isSaved}
      disabled={ids.isPending}
      data-testid="save-button"
      onClick={() =>
        toggle.mutate(
          { id: restaurantId, save: !isSaved },
          {
            onSuccess: () =>
              isSaved ? toast.success(messages.removedToast) : toast.success(messages.savedToast, { description: messages.savedToastText }),
            onError: () => toast.error(messages.saveError),
          },
        )
      }
    >
      <Icon aria-hidden="true" />
      {isSaved ? messages.saved : messages.save}
      <span className="sr-only"> {restaurantName}</span>
    </Button>
  );
}
