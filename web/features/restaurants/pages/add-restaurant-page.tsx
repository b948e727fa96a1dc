// /add-restaurant: a restaurant added by hand (docs/product.md#add-and-edit-restaurant); `?name=`
// prefills the name. A duplicate takes the user to the restaurant already listed.
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { CardDescription } from '@web/components/ui/card';
import { fieldClassName } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { APP_NAME } from '@web/lib/app-name';
import { useSession } from '@web/lib/auth/session';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { DuplicateRestaurantError, hiddenDuplicateMessage, useCreateRestaurant } from '../api/create-restaurant';
import { FormField } from '@web/components/form-field';
import { FormPageSkeleton } from '../components/form-page-skeleton';
import { RestaurantContactFields, RestaurantFormCard, RestaurantPlaceFields } from '../components/restaurant-form-parts';
import { ADD_REQUIRED_FIELDS, addFormDefaults, addRestaurantFormSchema, cuisineOptions, missingRequiredFields } from '../restaurant-form';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';

const messages = it.restaurantForm;
const CUISINE_OPTIONS = cuisineOptions();
/** Long enough to read the toast and follow its link. */
const ADDED_TOAST_MS = 10_000;

export default function AddRestaurantPage() {
  useDocumentTitle(messages.addTitle);
  const { user, loading } = useSession();
  if (loading) return <FormPageSkeleton />;
  if (!user) return <SignInRedirect />;
  return <AddRestaurantForm />;
}

function AddRestaurantForm() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const createRestaurant = useCreateRestaurant();
  const form = useForm({
    resolver: zodResolver(addRestaurantFormSchema),
    defaultValues: addFormDefaults(searchParams.get('name')),
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;

  const submit = handleSubmit(
    (values) =>
      createRestaurant.mutate(
        { ...values, cuisine_type: values.cuisine_type ?? null },
        {
          onSuccess: (restaurant) => {
            // The list shows reviewed restaurants only: the toast leads to the new one's first review,
            // and My restaurants keeps it until someone reviews it.
            toast.success(messages.addedTitle, {
              duration: ADDED_TOAST_MS,
              description: (
                <Link to={paths.restaurantReview(restaurant.id)} className="font-semibold underline underline-offset-4">
                  {it.restaurantDetail.writeFirstReview}
                </Link>
              ),
            });
            void navigate(paths.restaurants);
          },
          onError: (error) => {
            const hiddenDuplicate = hiddenDuplicateMessage(error);
            if (error instanceof DuplicateRestaurantError) {
              toast.info(messages.duplicateTitle(APP_NAME), { description: error.message });
              void navigate(paths.restaurantDetail(error.existingId));
            } else if (hiddenDuplicate) {
              toast.info(messages.duplicateTitle(APP_NAME), { description: hiddenDuplicate });
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
    <FormProvider {...form}>
      <RestaurantFormCard
        title={messages.addTitle}
        intro={<CardDescription>{messages.addIntro}</CardDescription>}
        submitLabel={messages.submitAdd}
        pendingLabel={messages.adding}
        isPending={isPending}
        onSubmit={(event) => void submit(event)}
      >
        <RestaurantPlaceFields idPrefix="restaurant" withExamples />
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
        <RestaurantContactFields idPrefix="restaurant" />
      </RestaurantFormCard>
    </FormProvider>
  );
}
