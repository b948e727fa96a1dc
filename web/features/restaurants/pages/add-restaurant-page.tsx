// /add-restaurant: a restaurant added by hand (spec 001 §2, §5, §8); `?name=`
// prefills the name. A duplicate takes the user to the restaurant already listed.
import { useId } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { fieldClassName, Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { APP_NAME } from '@web/lib/app-name';
import { useSession } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { DuplicateRestaurantError, useCreateRestaurant } from '../api/create-restaurant';
import { FormField } from '@web/components/form-field';
import { FormPageSkeleton } from '../components/form-page-skeleton';
import { ADD_REQUIRED_FIELDS, addFormDefaults, addRestaurantFormSchema, cuisineOptions, missingRequiredFields } from '../restaurant-form';

const messages = it.restaurantForm;
const CUISINE_OPTIONS = cuisineOptions();

export default function AddRestaurantPage() {
  useDocumentTitle(messages.addTitle);
  const { user, loading } = useSession();
  if (loading) return <FormPageSkeleton />;
  if (!user) return <Navigate to={paths.auth} replace />;
  return <AddRestaurantForm />;
}

function AddRestaurantForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const createRestaurant = useCreateRestaurant();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(addRestaurantFormSchema),
    defaultValues: addFormDefaults(searchParams.get('name')),
  });

  const submit = handleSubmit(
    (values) =>
      createRestaurant.mutate(
        { ...values, cuisine_type: values.cuisine_type ?? null },
        {
          onSuccess: () => {
            toast.success(messages.addedTitle);
            void navigate(paths.restaurants);
          },
          onError: (error) => {
            if (error instanceof DuplicateRestaurantError) {
              toast.info(messages.duplicateTitle(APP_NAME), { description: error.message });
              void navigate(paths.restaurantDetail(error.existingId));
            } else {
              console.error(error);
              toast.error(messages.addErrorTitle, { description: messages.addError });
            }
          },
        },
      ),
    () => {
      if (missingRequiredFields(getValues(), ADD_REQUIRED_FIELDS).length > 0) {
        toast.error(messages.requiredMissingTitle, { description: messages.requiredMissing });
      }
    },
  );

  const isPending = createRestaurant.isPending;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <Card aria-labelledby={titleId} role="region">
        <CardHeader>
          <h1 id={titleId} className="text-2xl font-bold tracking-tight">
            {messages.addTitle}
          </h1>
          <CardDescription>{messages.addIntro}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" aria-busy={isPending}>
            <p className="text-sm text-muted-foreground">{it.common.requiredFieldsNote}</p>
            <FormField id="restaurant-name" label={messages.fields.name} isRequired error={errors.name?.message}>
              {(control) => <Input {...control} autoComplete="off" placeholder={messages.placeholders.name} {...register('name')} />}
            </FormField>
            <FormField id="restaurant-address" label={messages.fields.address} isRequired error={errors.address?.message}>
              {(control) => (
                <Input {...control} autoComplete="street-address" placeholder={messages.placeholders.address} {...register('address')} />
              )}
            </FormField>
            <FormField id="restaurant-city" label={messages.fields.city} isRequired error={errors.city?.message}>
              {(control) => (
                <Input {...control} autoComplete="address-level2" placeholder={messages.placeholders.city} {...register('city')} />
              )}
            </FormField>
            <FormField id="restaurant-cuisine" label={messages.fields.cuisineType} isRequired error={errors.cuisine_type?.message}>
              {(control) => (
                <select {...control} className={cn(fieldClassName, 'h-11 py-2')} {...register('cuisine_type')}>
                  <option value="">{messages.placeholders.cuisineType}</option>
                  {CUISINE_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="restaurant-description" label={messages.fields.description} error={errors.description?.message}>
              {(control) => <Textarea {...control} placeholder={messages.placeholders.description} {...register('description')} />}
            </FormField>
            <FormField id="restaurant-phone" label={messages.fields.phone} error={errors.phone?.message}>
              {(control) => (
                <Input {...control} type="tel" autoComplete="off" placeholder={messages.placeholders.phone} {...register('phone')} />
              )}
            </FormField>
            <FormField id="restaurant-website" label={messages.fields.website} error={errors.website?.message}>
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
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link to={paths.restaurants}>{messages.cancel}</Link>
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? messages.adding : messages.submitAdd}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
