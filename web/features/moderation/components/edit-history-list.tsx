// What 'Cronologia modifiche' shows once opened (edit-history.tsx): every edit,
// who and when, each field's old and new value. Moderators can put the
// restaurant back to the version after an edit.
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { useSession } from '@web/lib/auth/session';
import { isApiError } from '@web/lib/api-client';
import { Button } from '@web/components/ui/button';
import { useMyRole, useRestaurantEdits, useTakeAction } from '../api/moderation-api';
import { ActionReasonFields, useActionReason } from './action-reason';
import { interfaceLocale } from '@domain/i18n/format';

const messages = it.moderation;

const fields = it.restaurantForm.fields;
const FIELD_LABELS: Record<string, string> = {
  name: fields.name,
  address: fields.address,
  city: fields.city,
  cuisine_type: it.restaurants.filterTypes.cuisine,
  phone: fields.phone,
  website: fields.website,
  latitude: fields.latitude,
  longitude: fields.longitude,
};

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

export function EditHistoryList({ restaurantId }: { restaurantId: string }) {
  const { user } = useSession();
  const role = useMyRole(user?.id);
  const isStaff = Boolean(role.data?.role);
  const edits = useRestaurantEdits(restaurantId);
  const takeAction = useTakeAction();
  const reason = useActionReason();

  const revert = (editId: string) => {
    if (!reason.validate()) return;
    takeAction.mutate(
      { target_type: 'restaurant', target_id: restaurantId, action: 'revert', edit_id: editId, ...reason.values() },
      {
        onSuccess: () => {
          toast.success(messages.actionDone('revert'));
          void edits.refetch();
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : it.errors.internal_error),
      },
    );
  };

  return (
    <>
    {edits.data && edits.data.items.length === 0 && <p className="mt-3 text-sm text-muted-foreground">{messages.historyNone}</p>}
    {edits.data && edits.data.items.length > 0 && (
      <>
        {isStaff && <ActionReasonFields state={reason} />}
        <ol className="mt-3 flex flex-col gap-3" data-testid="edit-history">
          {edits.data.items.map((edit) => (
            <li key={edit.id} className="flex flex-col gap-1 border-t border-border pt-3 text-sm">
              <p className="text-muted-foreground">
                <time dateTime={edit.created_at}>{new Date(edit.created_at).toLocaleString(interfaceLocale())}</time> {messages.historyBy(edit.nickname)}
              </p>
              <ul>
                {Object.entries(edit.changes).map(([field, change]) => (
                  <li key={field}>{messages.historyChange(FIELD_LABELS[field] ?? field, shown(change.old), shown(change.new))}</li>
                ))}
              </ul>
              {isStaff && (
                <Button type="button" variant="outline" size="sm" className="self-start" disabled={takeAction.isPending} onClick={() => revert(edit.id)}>
                  {messages.actions.revert}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </>
    )}
    </>
  );
}
