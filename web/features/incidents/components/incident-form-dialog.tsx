// The dialog around 'Segnala una reazione', loaded when it first opens
// (incident-section.tsx); the form itself, with its schema (zod), loads once
// the dialog is up, which says so meanwhile.
import { lazy, Suspense } from 'react';
import { it } from '@domain/i18n/it';
import type { IncidentFormValues } from '@domain/schemas/incidents';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { CatalogueAllergen, IncidentDraft } from './incident-form';

const IncidentForm = lazy(() => import('./incident-form').then((module) => ({ default: module.IncidentForm })));

const messages = it.incidents;

/** The report being written: a new one (id null) or one of the user's own. */
export type IncidentEditing = { id: string | null; initial: IncidentDraft } | null;

export function IncidentFormDialog({
  editing,
  allergens,
  ownAllergenIds,
  isSaving,
  onSubmit,
  onClose,
}: {
  editing: IncidentEditing;
  allergens: CatalogueAllergen[] | undefined;
  /** The reporter's own allergens: listed first and marked, never ticked in advance. */
  ownAllergenIds: readonly string[];
  isSaving: boolean;
  onSubmit: (values: IncidentFormValues) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{messages.formTitle}</DialogTitle>
          <DialogDescription>{messages.formIntro}</DialogDescription>
        </DialogHeader>
        {editing && allergens && (
          <Suspense fallback={<p role="status" className="text-sm text-muted-foreground">{it.common.loading}</p>}>
            <IncidentForm
              allergens={allergens}
              ownAllergenIds={ownAllergenIds}
              initial={editing.initial}
              isSaving={isSaving}
              submitLabel={editing.id === null ? messages.submit : messages.saveEdit}
              onSubmit={onSubmit}
              onCancel={onClose}
            />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
