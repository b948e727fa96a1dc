// /restaurants/:restaurantId/edit (docs/product.md#add-and-edit-restaurant). The list passes the
// restaurant in the navigation state; opened any other way (a link, a bookmark)
// the page loads it, so only a restaurant that does not exist sends the user
// back with 'Dati ristorante non trovati'.
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Crosshair, RotateCw } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { isApiError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { isRestaurantNotFound, useRestaurant } from '../api/get-restaurant';
import { useUpdateRestaurant } from '../api/update-restaurant';
import { searchPlaces } from '../api/places';
import { FormField } from '@web/components/form-field';
import { FormPageSkeleton } from '../components/form-page-skeleton';
import { RestaurantContactFields, RestaurantFormCard, RestaurantPlaceFields } from '../components/restaurant-form-parts';
import {
  EDIT_REQUIRED_FIELDS,
  editFormDefaults,
  editRestaurantFormSchema,
  missingRequiredFields,
  restaurantFromEditState,
} from '../restaurant-form';
import type { EditRestaurantState } from '../types';
import { SignInRedirect } from '@web/lib/auth/sign-in-redirect';

const messages = it.restaurantForm;

export default function EditRestaurantPage() {
  useDocumentTitle(messages.editTitle);
  const { restaurantId = '' } = useParams();
  const { user, loading } = useSession();
  if (loading) return <FormPageSkeleton />;
  if (!user) return <SignInRedirect />;
  return <EditRestaurantLoader key={restaurantId} restaurantId={restaurantId} />;
}

function EditRestaurantLoader({ restaurantId }: { restaurantId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = useMemo(() => restaurantFromEditState(location.state, restaurantId), [location.state, restaurantId]);
  const query = useRestaurant(restaurantId, { enabled: fromState === null });

  useEffect(() => {
    if (!query.isError) return;
    if (isRestaurantNotFound(query.error)) {
      toast.error(messages.missingDataTitle, { id: 'restaurant-edit-missing', description: messages.missingData });
      void navigate(paths.restaurants, { replace: true });
    } else {
      toast.error(it.restaurantDetail.errorTitle, { id: 'restaurant-edit-load-error', description: it.restaurantDetail.loadError });
    }
  }, [query.isError, query.error, navigate]);

  const restaurant = fromState ?? query.data?.restaurant ?? null;
  if (restaurant) return <EditRestaurantForm restaurant={restaurant} />;
  if (query.isError && !isRestaurantNotFound(query.error)) {
    return (
      <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{messages.editTitle}</h1>
        <p role="alert" className="text-muted-foreground">
          {it.restaurantDetail.loadError}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" />
            {it.restaurantDetail.retry}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.restaurants}>{it.restaurantDetail.backToList}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <FormPageSkeleton />;
}

function EditRestaurantForm({ restaurant }: { restaurant: EditRestaurantState['restaurant'] }) {
  const navigate = useNavigate();
  const updateRestaurant = useUpdateRestaurant();
  const coordinatesHintId = useId();
  const form = useForm({
    resolver: zodResolver(editRestaurantFormSchema),
    defaultValues: editFormDefaults(restaurant),
  });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = form;

  // The places provider of the search page (docs/product.md#add-and-edit-restaurant: disabled unless name and address are filled).
  const [isSearchingCoordinates, setIsSearchingCoordinates] = useState(false);
  const canSearchCoordinates = String(watch('name') ?? '').trim() !== '' && String(watch('address') ?? '').trim() !== '';
  const findCoordinates = async () => {
    const { name, address, city } = getValues();
    setIsSearchingCoordinates(true);
    try {
      const [place] = await searchPlaces([name, address, city].map((part) => String(part ?? '').trim()).filter(Boolean).join(', '), null);
      if (!place) {
        toast.error(messages.noCoordinatesTitle, { description: messages.noCoordinates });
        return;
      }
      const latitude = String(place.geometry.location.lat);
      const longitude = String(place.geometry.location.lng);
      setValue('latitude', latitude, { shouldDirty: true, shouldValidate: true });
      setValue('longitude', longitude, { shouldDirty: true, shouldValidate: true });
      toast.success(messages.coordinatesFoundTitle, { description: messages.coordinatesFound(latitude, longitude) });
    } catch (error) {
      console.error('Coordinate search failed', error);
      toast.error(messages.coordinatesSearchErrorTitle, { description: messages.coordinatesSearchError });
    } finally {
      setIsSearchingCoordinates(false);
    }
  };

  const submit = handleSubmit(
    (values) =>
      updateRestaurant.mutate(
        { id: restaurant.id, input: values },
        {
          onSuccess: () => {
            toast.success(messages.savedTitle);
            void navigate(paths.restaurants);
          },
          onError: (error) => {
            console.error(error);
            // A rename onto a restaurant already listed, or hidden by a moderator: say which.
            const description =
              isApiError(error) && ['duplicate_restaurant', 'duplicate_restaurant_hidden'].includes(error.code)
                ? error.message
                : messages.saveError;
            toast.error(messages.saveErrorTitle, { description });
          },
        },
      ),
    () => {
      if (missingRequiredFields(getValues(), EDIT_REQUIRED_FIELDS).length > 0) {
        toast.error(messages.requiredMissingTitle, { description: messages.requiredMissing });
      }
    },
  );

  const isPending = updateRestaurant.isPending;
  return (
    <FormProvider {...form}>
      <RestaurantFormCard
        title={messages.editTitle}
        intro={<p className="text-muted-foreground">{restaurant.name}</p>}
        submitLabel={messages.submitEdit}
        pendingLabel={messages.saving}
        isPending={isPending}
        onSubmit={(event) => void submit(event)}
      >
        <RestaurantPlaceFields idPrefix="edit" withExamples={false} />
        <RestaurantContactFields idPrefix="edit" />

        <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <legend className="px-1 text-sm font-medium">
            {messages.fields.latitude} / {messages.fields.longitude}
          </legend>
          <p className="text-sm text-muted-foreground">{messages.coordinatesHint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="edit-latitude" label={messages.fields.latitude} error={errors.latitude?.message}>
              {(control) => (
                <Input {...control} inputMode="decimal" autoComplete="off" placeholder={messages.placeholders.latitude} {...register('latitude')} />
              )}
            </FormField>
            <FormField id="edit-longitude" label={messages.fields.longitude} error={errors.longitude?.message}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={messages.placeholders.longitude}
                  {...register('longitude')}
                />
              )}
            </FormField>
          </div>
          <div className="flex flex-col gap-1.5">
            <Button
              type="button"
              variant="outline"
              disabled={!canSearchCoordinates || isSearchingCoordinates}
              aria-describedby={canSearchCoordinates ? undefined : coordinatesHintId}
              className="self-start"
              onClick={() => void findCoordinates()}
            >
              <Crosshair aria-hidden="true" />
              {isSearchingCoordinates ? messages.searchingCoordinates : messages.findCoordinates}
            </Button>
            {/* Says why the button is disabled, so only while it is. */}
            {!canSearchCoordinates && (
              <p id={coordinatesHintId} className="text-sm text-muted-foreground">
                {messages.findCoordinatesHint}
              </p>
            )}
          </div>
        </fieldset>
      </RestaurantFormCard>
    </FormProvider>
  );
}
