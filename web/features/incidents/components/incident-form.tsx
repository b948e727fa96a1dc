// 'Segnala una reazione': the allergens involved (the user's own listed first,
// none ticked in advance: a gluten reaction must not go out naming peanuts), severity, meal date (today back to one year), what was eaten,
// whether the staff had been told, free text. Checked with the API's schema
// before sending; the server checks again.
import { useId, useState, type FormEvent } from 'react';
import { allergenDisplayName, ownAllergensFirst } from '@domain/allergens';
import { it } from '@domain/i18n/it';
import {
  INCIDENT_DETAILS_MAX,
  INCIDENT_DISHES_MAX,
  INCIDENT_SEVERITIES,
  italianDay,
  mealDateProblem,
  oldestOpenMealDate,
  type IncidentSeverity,
} from '@domain/incidents';
import { incidentInputSchema, type IncidentFormValues } from '@domain/schemas/incidents';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';

const messages = it.incidents;

export type CatalogueAllergen = { id: string; name: string; emoji: string };

type Errors = Partial<Record<keyof IncidentFormValues, string>>;
/** The form while it is being filled: severity and the staff question start unanswered. */
export type IncidentDraft = Partial<IncidentFormValues> & { allergen_ids: string[]; meal_date: string };

const MEAL_DATE_MESSAGES = {
  invalid: messages.mealDateInvalid,
  future: messages.mealDateInFuture,
  too_old: messages.mealDateTooOld,
} as const;

function validate(values: IncidentDraft, today: string): Errors {
  const errors: Errors = {};
  const parsed = incidentInputSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof IncidentFormValues;
      errors[field] ??= issue.message;
    }
  }
  const problem = mealDateProblem(values.meal_date, today);
  if (problem && !errors.meal_date) errors.meal_date = MEAL_DATE_MESSAGES[problem];
  return errors;
}

export function IncidentForm({
  allergens: catalogue,
  ownAllergenIds,
  initial,
  isSaving,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  allergens: CatalogueAllergen[];
  ownAllergenIds: readonly string[];
  initial: IncidentDraft;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (values: IncidentFormValues) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const allergens = ownAllergensFirst(catalogue, ownAllergenIds);
  const today = italianDay(new Date());
  const [values, setValues] = useState<IncidentDraft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof IncidentDraft>(key: K, value: IncidentDraft[K]) => setValues((current) => ({ ...current, [key]: value }));
  const selected = values.allergen_ids;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, today);
    setErrors(found);
    // validate() passed the API's schema: every required answer is there.
    if (Object.keys(found).length === 0) onSubmit(values as IncidentFormValues);
  };
  const errorId = (field: string) => `${formId}-${field}-error`;
  const errorText = (field: keyof IncidentFormValues) =>
    errors[field] ? (
      <p id={errorId(field)} role="alert" className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="incident-form">
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.allergen_ids ? errorId('allergen_ids') : undefined}>
        <legend className="mb-1 text-sm font-medium">{messages.allergensLabel} *</legend>
        <p className="text-sm text-muted-foreground">{messages.allergensHint}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {allergens.map((allergen) => {
            const isChecked = selected.includes(allergen.id);
            return (
              <label key={allergen.id} className="flex min-h-11 items-center gap-2 rounded-md border border-border px-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={isChecked}
                  onChange={() =>
                    set('allergen_ids', isChecked ? selected.filter((id) => id !== allergen.id) : [...selected, allergen.id])
                  }
                />
                <span aria-hidden="true">{allergen.emoji}</span>
                {allergenDisplayName(allergen.name)}
                {ownAllergenIds.includes(allergen.id) && (
                  <span className="ml-auto rounded-full bg-muted px-2 text-xs text-muted-foreground">{messages.ownAllergen}</span>
                )}
              </label>
            );
          })}
        </div>
        {errorText('allergen_ids')}
      </fieldset>

      <fieldset className="flex flex-col gap-2" aria-describedby={errors.severity ? errorId('severity') : undefined}>
        <legend className="mb-1 text-sm font-medium">{messages.severityLabel} *</legend>
        {INCIDENT_SEVERITIES.map((severity) => (
          <label key={severity} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${formId}-severity`}
              className="size-4 accent-primary"
              checked={values.severity === severity}
              onChange={() => set('severity', severity as IncidentSeverity)}
            />
            {messages.severities[severity]}
          </label>
        ))}
        {errorText('severity')}
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${formId}-meal-date`} className="text-sm font-medium">
          {messages.mealDateLabel} *
        </label>
        <Input
          id={`${formId}-meal-date`}
          type="date"
          min={oldestOpenMealDate(today)}
          max={today}
          value={values.meal_date}
          aria-invalid={errors.meal_date ? true : undefined}
          aria-describedby={errors.meal_date ? errorId('meal_date') : undefined}
          onChange={(event) => set('meal_date', event.target.value)}
        />
        {errorText('meal_date')}
      </div>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${formId}-dishes`} className="text-sm font-medium">
          {messages.dishesLabel}
        </label>
        <Input
          id={`${formId}-dishes`}
          maxLength={INCIDENT_DISHES_MAX}
          value={values.dishes ?? ''}
          aria-describedby={errors.dishes ? errorId('dishes') : undefined}
          onChange={(event) => set('dishes', event.target.value)}
        />
        {errorText('dishes')}
      </div>

      <fieldset className="flex flex-col gap-2" aria-describedby={errors.staff_informed ? errorId('staff_informed') : undefined}>
        <legend className="mb-1 text-sm font-medium">{messages.staffInformedLabel} *</legend>
        <div className="flex gap-4">
          {([true, false] as const).map((informed) => (
            <label key={String(informed)} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${formId}-staff`}
                className="size-4 accent-primary"
                checked={values.staff_informed === informed}
                onChange={() => set('staff_informed', informed)}
              />
              {informed ? messages.yes : messages.no}
            </label>
          ))}
        </div>
        {errorText('staff_informed')}
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor={`${formId}-details`} className="text-sm font-medium">
          {messages.detailsLabel}
        </label>
        <Textarea
          id={`${formId}-details`}
          maxLength={INCIDENT_DETAILS_MAX}
          value={values.details ?? ''}
          aria-describedby={errors.details ? errorId('details') : undefined}
          onChange={(event) => set('details', event.target.value)}
        />
        {errorText('details')}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? messages.submitting : submitLabel}
        </Button>
      </div>
    </form>
  );
}
