// 'Quanto sei sensibile': a level for each of the user's allergens
// (intolleranza, allergia, allergia grave (anafilassi); gluten also
// celiachia), private unless 'Mostra il mio livello nelle recensioni'.
import { useEffect, useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import { allergenDisplayName } from '@domain/allergens';
import { sensitivityMessages as messages } from '@domain/i18n/it/sensitivity';
import { isSensitivityLevel, levelsFor, sensitivityLabel, type SensitivityLevel, type SensitivitySettings } from '@domain/sensitivity';
import { Button } from '@web/components/ui/button';
import { fieldClassName } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useUserAllergens } from '@web/lib/user-allergens';
import { useOwnSensitivity, useSaveOwnSensitivity } from '../api/sensitivity';
import { ProfileSettingsCard } from './profile-settings-card';

type Draft = { show: boolean; levels: Record<string, SensitivityLevel | null> };

const draftOf = (settings: SensitivitySettings): Draft => ({
  show: settings.show_on_reviews,
  levels: Object.fromEntries(settings.levels.map((entry) => [entry.allergen_id, entry.level])),
});

export function SensitivityCard({ userId }: { userId: string }) {
  const shareId = useId();
  const allergenIds = useUserAllergens(userId).data;
  const query = useOwnSensitivity(userId, allergenIds);
  const save = useSaveOwnSensitivity(userId, allergenIds);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  const submit = () => {
    if (!query.data || !draft) return;
    save.mutate(
      {
        show_on_reviews: draft.show,
        levels: query.data.levels.map((entry) => ({ allergen_id: entry.allergen_id, level: draft.levels[entry.allergen_id] ?? null })),
      },
      {
        onSuccess: () => toast.success(messages.saved),
        onError: () => toast.error(messages.saveFailed),
      },
    );
  };

  return (
    <ProfileSettingsCard
      testId="sensitivity-card"
      title={messages.cardTitle}
      hint={messages.cardHint}
      loadFailed={messages.loadFailed}
      state={query.isError ? 'failed' : !query.data || !draft ? 'loading' : 'ready'}
    >
      {!query.data || !draft ? null : query.data.levels.length === 0 ? (
        <p className="text-sm text-muted-foreground">{messages.noAllergens}</p>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {query.data.levels.map((entry) => (
              <LevelSelect
                key={entry.allergen_id}
                allergen={entry.allergen}
                value={draft.levels[entry.allergen_id] ?? null}
                onChange={(level) => setDraft({ ...draft, levels: { ...draft.levels, [entry.allergen_id]: level } })}
              />
            ))}
          </div>
          <div className="flex items-center gap-2">
            <input
              id={shareId}
              type="checkbox"
              checked={draft.show}
              onChange={(event) => setDraft({ ...draft, show: event.target.checked })}
              className="size-4 accent-primary"
            />
            <label htmlFor={shareId} className="text-sm font-medium">
              {messages.showOnReviews}
            </label>
          </div>
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {save.isPending ? messages.saving : messages.save}
          </Button>
        </form>
      )}
    </ProfileSettingsCard>
  );
}

function LevelSelect({
  allergen,
  value,
  onChange,
}: {
  allergen: string;
  value: SensitivityLevel | null;
  onChange: (level: SensitivityLevel | null) => void;
}) {
  const id = useId();
  const label = messages.levelLabel(allergenDisplayName(allergen));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(isSensitivityLevel(event.target.value) ? event.target.value : null)}
        className={cn(fieldClassName, 'h-11 py-2')}
      >
        <option value="">{messages.notSet}</option>
        {levelsFor(allergen).map((level) => (
          <option key={level} value={level}>
            {sensitivityLabel(level)}
          </option>
        ))}
      </select>
    </div>
  );
}
