// Which Italian message a failed restaurant action shows (docs/product.md#restaurant-list, #add-and-edit-restaurant).
import { restaurantsMessages } from '@domain/i18n/it/restaurants';
import { isApiError } from '@web/lib/api-client';

/**
 * Delete: the server's refusal ('not_deleted') has its own text; other answers
 * of the server are quoted; a failure without one (offline) is generic.
 */
export function deleteErrorDescription(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'not_deleted') return restaurantsMessages.notDeleted;
    if (error.status > 0 && error.message.trim() !== '') return restaurantsMessages.deleteFailed(error.message);
  }
  return restaurantsMessages.deleteError;
}
