// What the add and edit pages share: the card with its title, the required
// fields note and the Annulla / submit row, and the fields both forms have.
// The fields read the form through react-hook-form's context, so each page
// keeps its own schema and values.
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormContext } from 'react-hook-form';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { FormField } from '@web/components/form-field';
import { FormPageCard } from '@web/components/form-page-card';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';

const messages = it.restaurantForm;

/** The fields of both forms, as the inputs hold them. */
type SharedFieldValues = { name: string; address: string; city: string; phone: string; website: string };

export function RestaurantFormCard({
  title,
  intro,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  children,
}: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <FormPageCard title={title} intro={intro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={isPending}>
        <p className="text-sm text-muted-foreground">{it.common.requiredFieldsNote}</p>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to={paths.restaurants}>{messages.cancel}</Link>
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </FormPageCard>
  );
}

/** Nome, Indirizzo, Città (required); the add form shows the spec's examples as placeholders. */
export function RestaurantPlaceFields({ idPrefix, withExamples }: { idPrefix: string; withExamples: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SharedFieldValues>();
  const example = (placeholder: string) => (withExamples ? placeholder : undefined);
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={messages.fields.name} isRequired error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" placeholder={example(messages.placeholders.name)} {...register('name')} />}
      </FormField>
      <FormField id={`${idPrefix}-address`} label={messages.fields.address} isRequired error={errors.address?.message}>
        {(control) => (
          <Input {...control} autoComplete="street-address" placeholder={example(messages.placeholders.address)} {...register('address')} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-city`} label={messages.fields.city} isRequired error={errors.city?.message}>
        {(control) => (
          <Input {...control} autoComplete="address-level2" placeholder={example(messages.placeholders.city)} {...register('city')} />
        )}
      </FormField>
    </>
  );
}

/** Telefono and Sito web (optional). */
export function RestaurantContactFields({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SharedFieldValues>();
  return (
    <>
      <FormField id={`${idPrefix}-phone`} label={messages.fields.phone} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="off" placeholder={messages.placeholders.phone} {...register('phone')} />}
      </FormField>
      <FormField id={`${idPrefix}-website`} label={messages.fields.website} error={errors.website?.message}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={messages.placeholders.website}
            {...register('website')}
          />
        )}
      </FormField>
    </>
  );
}
