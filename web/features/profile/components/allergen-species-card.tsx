// 'Frutta a guscio e cereali: quali, esattamente': a user with tree nuts or
// gluten on their list may tick the species they react to (Annex II items 8
// and 1); the allergy card names them. Nothing ticked: the whole group.
// Reviews, reports and badges stay by group, whatever is ticked here.
import { useEffect, useId, useState } from 'react';
import { SPECIES_BY_GROUP, SPECIES_GROUPS, speciesItalianName, type AllergenSpecies, type SpeciesGroup } from '@domain/allergen-species';
import { allergenSpeciesMessages as messages } from '@domain/i18n/it/allergen-species';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { useUserAllergens } from '@web/lib/user-allergens';
import { useAllergenCatalogue } from '../api/get-allergen-catalogue';
import { useOwnAllergenSpecies, useSaveOwnAllergenSpecies } from '../api/allergen-species';
import { ProfileSettingsCard } from './profile-settings-card';

export function AllergenSpeciesCard({ userId }: { userId: string }) {
  const catalogue = useAllergenCatalogue();
  const allergenIds = useUserAllergens(userId).data;
  const query = useOwnAllergenSpecies(userId, allergenIds);
  const save = useSaveOwnAllergenSpecies(userId, allergenIds);
  const [draft, setDraft] = useState<AllergenSpecies[] | null>(null);
  useEffect(() => {
    if (query.data) setDraft(query.data.species);
  }, [query.data]);

  const ownNames = new Set((catalogue.data ?? []).filter((allergen) => allergenIds?.includes(allergen.id)).map((allergen) => allergen.name));
  const groups = SPECIES_GROUPS.filter((group) => ownNames.has(group));
  // Only for someone with tree nuts or gluten on their list.
  if (catalogue.data && allergenIds && groups.length === 0) return null;

  const toggle = (species: AllergenSpecies) =>
    setDraft((current) => (current ?? []).includes(species) ? (current ?? []).filter((one) => one !== species) : [...(current ?? []), species]);

  const submit = () => {
    if (!draft) return;
    save.mutate(
      { species: draft.filter((species) => groups.some((group) => (SPECIES_BY_GROUP[group] as readonly string[]).includes(species))) },
      { onSuccess: () => toast.success(messages.saved), onError: () => toast.error(messages.saveFailed) },
    );
  };

  return (
    <ProfileSettingsCard
      testId="allergen-species-card"
      title={messages.cardTitle}
      hint={messages.cardHint}
      loadFailed={messages.loadFailed}
      state={query.isError ? 'failed' : !draft || !catalogue.data ? 'loading' : 'ready'}
    >
      {draft && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {groups.map((group) => (
            <SpeciesFieldset key={group} group={group} chosen={draft} onToggle={toggle} />
          ))}
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {save.isPending ? messages.saving : messages.save}
          </Button>
        </form>
      )}
    </ProfileSettingsCard>
  );
}

function SpeciesFieldset({ group, chosen, onToggle }: { group: SpeciesGroup; chosen: readonly AllergenSpecies[]; onToggle: (species: AllergenSpecies) => void }) {
  const baseId = useId();
  const species = SPECIES_BY_GROUP[group];
  const isWhole = !species.some((one) => chosen.includes(one));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold">{messages.groups[group]}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {species.map((one) => (
          <div key={one} className="flex min-h-11 items-center gap-2">
            <input
              id={`${baseId}-${one}`}
              type="checkbox"
              checked={chosen.includes(one)}
              onChange={() => onToggle(one)}
              className="size-5 accent-primary"
            />
            <label htmlFor={`${baseId}-${one}`} className="text-sm">
              {speciesItalianName(one)}
            </label>
          </div>
        ))}
      </div>
      {isWhole && <p className="text-xs text-muted-foreground">{messages.wholeGroup}</p>}
    </fieldset>
  );
}
