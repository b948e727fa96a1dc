// 'Cosa ricevere': push and email per alert type, the weekly digest, quiet hours in this
// browser's time zone, and whether reaction reports break the silence. Quiet
// hours the API's schema refuses are said under the times, and nothing is sent.
import { useEffect, useId, useState } from 'react';
import { ALERT_TYPES, EMAIL_ALERT_TYPES, type AlertPreferences, type AlertType } from '@domain/alerts';
import { alertPreferencesMessages as messages } from '@domain/i18n/it/alerts';
import { Button } from '@web/components/ui/button';
import { fieldClassName } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/lib/toast';
import { useAlertPreferences, useSaveAlertPreferences } from '../api/alert-preferences';
import { quietHoursProblem } from '../alert-preferences-draft';

const DEFAULT_QUIET = { start: '22:00', end: '07:00' };
const isEmailType = (type: AlertType): type is (typeof EMAIL_ALERT_TYPES)[number] => (EMAIL_ALERT_TYPES as readonly string[]).includes(type);

export function AlertPreferencesForm({ userId }: { userId: string }) {
  const id = useId();
  const query = useAlertPreferences(userId);
  const save = useSaveAlertPreferences(userId);
  const [draft, setDraft] = useState<AlertPreferences | null>(null);
  const [quietHoursError, setQuietHoursError] = useState<string | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data);
  }, [query.data]);

  if (query.isError) return <p role="alert" className="text-sm text-muted-foreground">{messages.loadFailed}</p>;
  if (!draft) return <Skeleton className="h-40 w-full" />;

  const quietHoursErrorId = `${id}-quiet-hours-error`;
  const changeQuietHours = (quietHours: AlertPreferences['quiet_hours']) => {
    setQuietHoursError(null);
    setDraft({ ...draft, quiet_hours: quietHours });
  };
  const submit = () => {
    const preferences = { ...draft, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone || draft.time_zone };
    const problem = quietHoursProblem(preferences);
    setQuietHoursError(problem);
    if (problem) return;
    save.mutate(preferences, { onSuccess: () => toast.success(messages.saved), onError: () => toast.error(messages.saveFailed) });
  };
  const quietTimeProps = {
    className: fieldClassName,
    'aria-invalid': quietHoursError ? true : undefined,
    'aria-describedby': quietHoursError ? quietHoursErrorId : undefined,
  };

  return (
    <form
      className="flex flex-col gap-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="font-medium">
          {messages.title}
        </h3>
        <p className="text-sm text-muted-foreground">{messages.hint}</p>
      </div>
      {ALERT_TYPES.map((type) => (
        <fieldset key={type} className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{messages.typeLabels[type]}</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.push[type]}
                onChange={(event) => setDraft({ ...draft, push: { ...draft.push, [type]: event.target.checked } })}
              />
              {messages.push}
            </label>
            {isEmailType(type) ? (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.email[type]}
                  onChange={(event) => setDraft({ ...draft, email: { ...draft.email, [type]: event.target.checked } })}
                />
                {messages.email}
              </label>
            ) : (
              <span className="text-xs text-muted-foreground">{messages.moderationEmailNote}</span>
            )}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-col gap-1">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={draft.email.weekly_digest}
            onChange={(event) => setDraft({ ...draft, email: { ...draft.email, weekly_digest: event.target.checked } })}
          />
          {messages.weeklyDigest}
        </label>
        <p className="text-xs text-muted-foreground">{messages.weeklyDigestHint}</p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{messages.quietHours}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.quiet_hours !== null}
            onChange={(event) => changeQuietHours(event.target.checked ? DEFAULT_QUIET : null)}
          />
          {messages.quietHours}
        </label>
        {draft.quiet_hours ? (
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm">
              {messages.quietFrom}
              <input
                type="time"
                {...quietTimeProps}
                value={draft.quiet_hours.start}
                onChange={(event) => changeQuietHours({ ...draft.quiet_hours!, start: event.target.value })}
              />
            </label>
            <label className="flex items-center gap-2 text-sm">
              {messages.quietTo}
              <input
                type="time"
                {...quietTimeProps}
                value={draft.quiet_hours.end}
                onChange={(event) => changeQuietHours({ ...draft.quiet_hours!, end: event.target.value })}
              />
            </label>
          </div>
        ) : null}
        {quietHoursError ? (
          <p id={quietHoursErrorId} role="alert" className="text-sm text-destructive">
            {quietHoursError}
          </p>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.incidents_during_quiet_hours}
            onChange={(event) => setDraft({ ...draft, incidents_during_quiet_hours: event.target.checked })}
          />
          {messages.incidentsDuringQuiet}
        </label>
      </fieldset>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {messages.save}
      </Button>
    </form>
  );
}
