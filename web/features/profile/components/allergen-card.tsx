import { useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import {
  VIEWING,
  allergenStatusText,
  cancelEditing,
  diffAllergens,
  hasUnsavedChanges,
  shownSelection,
  startEditing,
  toggleAllergen,
  type AllergenDraft,
} from '../allergen-draft';
import { useAllergenCatalogue } from '../api/get-allergen-catalogue';
import { useUserAllergens } from '@web/lib/user-allergens';
import { useReplaceUserAllergens } from '../api/replace-user-allergens';
import { AllergenConfirmDialog } from './allergen-confirm-dialog';
import { AllergenTile } from './allergen-tile';

const NO_ALLERGENS: readonly string[] = [];

/** Codes that blame one allergen of the set rather than the save as a whole. */
const ALLERGEN_ERROR_CODES = new Set(['unknown_allergen', 'duplicate_allergen']);

/**
 * 'I Miei Allergeni e Intolleranze': the catalogue as tiles. Modifica opens a
 * draft; Salva asks for confirmation and replaces the whole stored set in one
 * go; Annulla throws the draft away.
 */
export function AllergenCard({ userId }: { userId: string }) {
  const catalogue = useAllergenCatalogue();
  const userAllergens = useUserAllergens(userId);
  const replaceAllergens = useReplaceUserAllergens(userId);
  const [draft, setDraft] = useState<AllergenDraft>(VIEWING);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  // Modifica and Annulla replace each other: focus follows to the one now shown
  // instead of falling to <body> with the button that had it.
  const editButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(draft.isEditing);
  useEffect(() => {
    if (wasEditing.current === draft.isEditing) return;
    wasEditing.current = draft.isEditing;
    (draft.isEditing ? cancelButton : editButton).current?.focus();
  }, [draft.isEditing]);

  const saved = userAllergens.data ?? NO_ALLERGENS;
  const selected = new Set(shownSelection(draft, saved));
  const diff = diffAllergens(saved, draft.isEditing ? draft.selected : saved);
  const isDirty = hasUnsavedChanges(draft, saved);
  const isReady = catalogue.isSuccess && userAllergens.isSuccess;

  const loadError = userAllergens.error;
  useEffect(() => {
    if (loadError) toast.error(it.allergens.errorTitle, { description: it.allergens.loadFailed });
  }, [loadError]);

  const save = () => {
    if (!draft.isEditing) return;
    replaceAllergens.mutate(draft.selected, {
      onSuccess: () => {
        setDraft(VIEWING);
        toast.success(it.allergens.savedTitle, { description: it.allergens.saved });
      },
      onError: (error) => {
        // The hook reloads the stored set; the card shows it, not the failed draft.
        setDraft(VIEWING);
        const isAboutOneAllergen = isApiError(error) && ALLERGEN_ERROR_CODES.has(error.code);
        toast.error(it.allergens.errorTitle, {
          description: isAboutOneAllergen ? it.allergens.updateFailed : it.allergens.saveFailed,
        });
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="profile-allergens-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle id="profile-allergens-title">{it.allergens.cardTitle}</CardTitle>
          {draft.isEditing && <CardDescription>{it.allergens.editHint}</CardDescription>}
        </div>
        <div className="flex gap-2">
          {draft.isEditing ? (
            <>
              <Button
                size="sm"
                onClick={() => setIsConfirmOpen(true)}
                disabled={!isDirty || replaceAllergens.isPending}
              >
                {replaceAllergens.isPending ? it.allergens.saving : it.allergens.save}
              </Button>
              <Button
                ref={cancelButton}
                size="sm"
                variant="outline"
                onClick={() => setDraft(cancelEditing())}
                disabled={replaceAllergens.isPending}
              >
                {it.allergens.cancel}
              </Button>
            </>
          ) : (
            <Button ref={editButton} size="sm" variant="outline" onClick={() => setDraft(startEditing(saved))} disabled={!isReady}>
              {it.allergens.edit}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {catalogue.isPending || userAllergens.isPending ? (
          <div role="status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            <span className="sr-only">{it.common.loading}</span>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        ) : catalogue.isError || userAllergens.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-destructive">{it.allergens.loadFailed}</p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void catalogue.refetch();
                void userAllergens.refetch();
              }}
            >
              {it.common.retry}
            </Button>
          </div>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label={it.allergens.cardTitle}>
              {catalogue.data.map((allergen) => (
                <li key={allergen.id}>
                  <AllergenTile
                    allergen={allergen}
                    isSelected={selected.has(allergen.id)}
                    isEditing={draft.isEditing && !replaceAllergens.isPending}
                    onToggle={(allergenId) => setDraft((current) => toggleAllergen(current, allergenId))}
                  />
                </li>
              ))}
            </ul>
            <p data-testid="allergen-status" aria-live="polite" className="text-sm text-muted-foreground">
              {allergenStatusText(draft, saved)}
            </p>
          </>
        )}
      </CardContent>
      <AllergenConfirmDialog
        open={isConfirmOpen}
        diff={diff}
        onOpenChange={setIsConfirmOpen}
        onConfirm={() => {
          setIsConfirmOpen(false);
          save();
        }}
      />
    </Card>
  );
}
