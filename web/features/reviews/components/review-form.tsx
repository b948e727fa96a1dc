// The review form of both pages (docs/product.md#reviews): every field with
// its required mark and default, the allergens met (Italian names, emoji; the
// reviewer's own first, none ticked in advance), 'Hai avuto una reazione?' on a new review,
// photos optimised in the browser as they are picked, uploaded on submit (a
// failed one is left out with 'Errore upload foto'), then one save call.
import { interfaceLocale } from '@domain/i18n/format';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Star, Trash2, X } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { allergenDisplayName, ownAllergensFirst } from '@domain/allergens';
import { cuisineLabel, REVIEW_CUISINES } from '@domain/cuisines';
import { it } from '@domain/i18n/it';
import { ALLERGEN_INDICATION_LABELS, ALLERGEN_INDICATION_VALUES, RATING_LABELS, RATING_VALUES } from '@domain/labels';
import { PHOTOS_MAX_PER_REVIEW, REVIEW_COMMENT_MAX_LENGTH, STAR_RATING_MAX } from '@domain/limits';
import { isWithinOptimisedSize } from '@domain/photos';
import { updateReviewInputSchema, type UpdateReviewInput } from '@domain/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { fieldClassName } from '@web/components/ui/input';
import { FormField } from '@web/components/form-field';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/cn';
import { deleteUnusedUploads, uploadPhoto } from '../api/upload-photo';
import { optimisePhoto } from '../photo-resize';
import { selectPhotoFiles, uploadPathFor } from '../photo-selection';
import type { CatalogueAllergen, ReviewPhoto } from '../types';

const messages = it.reviews;
const photoMessages = it.photos;
// The practices ticked are the page's own field (extraFields), added by its onSave.
const formSchema = updateReviewInputSchema.omit({ photo_urls: true, practices: true });
export type ReviewFormValues = Omit<UpdateReviewInput, 'photo_urls' | 'practices'>;

const CUISINE_OPTIONS = REVIEW_CUISINES.map((value) => ({ value, label: cuisineLabel(value) })).sort((a, b) =>
  a.value === 'altro' ? 1 : b.value === 'altro' ? -1 : a.label.localeCompare(b.label, interfaceLocale()),
);
const STARS = Array.from({ length: STAR_RATING_MAX }, (_, index) => index + 1);
const STAR_FIELDS = [
  { name: 'cleanliness_rating', label: messages.fields.cleanliness },
  { name: 'customer_attention_rating', label: messages.fields.customerAttention },
  { name: 'menu_flexibility_rating', label: messages.fields.menuFlexibility },
] as const;

type NewPhoto = { key: string; name: string; blob: Blob; previewUrl: string };
type Phase = 'idle' | 'uploading' | 'saving';

export type ReviewFormProps = {
  mode: 'create' | 'edit';
  userId: string;
  restaurantName: string;
  defaultValues: Partial<ReviewFormValues>;
  allergens: CatalogueAllergen[];
  existingPhotos: ReviewPhoto[];
  /** Edit mode: deletes a stored photo at once. */
  onDeleteExistingPhoto?: (photo: ReviewPhoto) => Promise<void>;
  /** Saves the review; rejects when the server refused it. `hadReaction` answers the create form's question. */
  onSave: (input: UpdateReviewInput, answers: { hadReaction: boolean }) => Promise<void>;
  /** The reviewer's own allergens: listed first, never ticked in advance. */
  ownAllergenIds?: readonly string[];
  cancelTo: string;
  /** More fields after the allergens (the practices seen on this visit). */
  extraFields?: ReactNode;
};

function Required() {
  return (
    <span className="text-destructive" aria-hidden="true">
      {it.common.requiredMark}
    </span>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} aria-live="polite" className="text-sm text-destructive empty:hidden">
      {error}
    </p>
  );
}

function Group({ legend, isRequired, errorId, error, children }: { legend: string; isRequired?: boolean; errorId: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error) || undefined}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {isRequired && <Required />}
      </legend>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

function StarsInput({ name, value, onChange }: { name: string; value: number; onChange: (value: number) => void }) {
  return (
    <div className="flex gap-1">
      {STARS.map((stars) => (
        <label key={stars} className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
          <input
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            className="sr-only"
          />
          <Star
            aria-hidden="true"
            className={cn('size-7', stars <= value ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-stone-400')}
          />
          <span className="sr-only">{messages.starLabel(stars)}</span>
        </label>
      ))}
    </div>
  );
}

export function ReviewForm(props: ReviewFormProps) {
  const { mode, userId, existingPhotos, onDeleteExistingPhoto, onSave } = props;
  const formId = useId();
  const ownAllergenIds = new Set(props.ownAllergenIds ?? []);
  const allergens = ownAllergensFirst(props.allergens, props.ownAllergenIds ?? []);
  // Asked of a new review only, and never answered in advance: 'Sì' leads to the reaction form.
  const asksReaction = mode === 'create';
  const [hadReaction, setHadReaction] = useState<boolean | null>(null);
  const [reactionError, setReactionError] = useState<string | undefined>();
  const [newPhotos, setNewPhotos] = useState<NewPhoto[]>([]);
  const [isProcessing, setIsProcessing] = useState(false);
  const [deletingPhotoId, setDeletingPhotoId] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // Which photo is going up ('Foto 2 di 5'), and the way to stop before anything is saved.
  const [uploadingIndex, setUploadingIndex] = useState(0);
  const uploadAbort = useRef<AbortController | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewFormValues, unknown, ReviewFormValues>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: props.defaultValues,
  });

  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const photoCount = existingPhotos.length + newPhotos.length;
  const isBusy = phase !== 'idle';

  async function addFiles(files: File[]) {
    const { accepted, toasts } = selectPhotoFiles(files, photoCount);
    for (const message of toasts) toast.error(message.title, { description: message.description });
    if (accepted.length === 0) return;
    setIsProcessing(true);
    const ready: NewPhoto[] = [];
    for (const file of accepted) {
      try {
        const blob = await optimisePhoto(file);
        if (!isWithinOptimisedSize(blob.size)) {
          toast.error(photoMessages.stillTooLargeTitle, { description: photoMessages.stillTooLarge(file.name) });
          continue;
        }
        const previewUrl = URL.createObjectURL(blob);
        previews.current.add(previewUrl);
        ready.push({ key: previewUrl, name: file.name, blob, previewUrl });
      } catch (error) {
        console.error(error);
        toast.error(photoMessages.processingErrorTitle, { description: photoMessages.processingError(file.name) });
      }
    }
    setIsProcessing(false);
    if (ready.length > 0) {
      setNewPhotos((current) => [...current, ...ready]);
      toast.success(photoMessages.optimizedTitle, { description: photoMessages.optimized(ready.length) });
    }
  }

  function removeNewPhoto(photo: NewPhoto) {
    URL.revokeObjectURL(photo.previewUrl);
    previews.current.delete(photo.previewUrl);
    setNewPhotos((current) => current.filter((candidate) => candidate.key !== photo.key));
  }

  async function deleteExisting(photo: ReviewPhoto) {
    if (!onDeleteExistingPhoto) return;
    setDeletingPhotoId(photo.id);
    try {
      await onDeleteExistingPhoto(photo);
      toast.success(photoMessages.deletedTitle);
    } catch (error) {
      console.error(error);
      toast.error(photoMessages.deleteErrorTitle, { description: photoMessages.deleteError });
    } finally {
      setDeletingPhotoId(null);
    }
  }

  const submit = handleSubmit(async (values) => {
    if (asksReaction && hadReaction === null) return;
    setPhase('uploading');
    const abort = new AbortController();
    uploadAbort.current = abort;
    const timestamp = Date.now();
    const uploaded: { path: string; url: string }[] = [];
    for (const [index, photo] of newPhotos.entries()) {
      if (abort.signal.aborted) break;
      setUploadingIndex(index + 1);
      const path = uploadPathFor(userId, timestamp, index);
      try {
        uploaded.push({ path, url: await uploadPhoto(path, photo.blob, abort.signal) });
      } catch (error) {
        if (abort.signal.aborted) break;
        console.error(error);
        toast.error(photoMessages.uploadErrorTitle, { description: photoMessages.uploadError(photo.name) });
      }
    }
    uploadAbort.current = null;
    if (abort.signal.aborted) {
      // Cancelled before saving: nothing is saved, and what went up is taken back.
      void deleteUnusedUploads(uploaded.map((u) => u.path)).catch((cleanupError: unknown) => console.error(cleanupError));
      toast.info(photoMessages.uploadCancelledTitle, { description: photoMessages.uploadCancelled });
      setPhase('idle');
      return;
    }
    setPhase('saving');
    try {
      await onSave(
        { ...values, photo_urls: [...existingPhotos.map((photo) => photo.photo_url), ...uploaded.map((u) => u.url)] },
        { hadReaction: hadReaction === true },
      );
    } catch (error) {
      console.error(error);
      toast.error(messages.errorTitle, { description: mode === 'create' ? messages.addError : messages.updateError });
      // Nothing was saved: take back this attempt's uploads (the next one uploads again).
      void deleteUnusedUploads(uploaded.map((u) => u.path)).catch((cleanupError: unknown) => console.error(cleanupError));
      setPhase('idle');
    }
  });

  const submitLabel =
    phase === 'uploading'
      ? mode === 'create' ? messages.adding : messages.saving
      : phase === 'saving'
        ? mode === 'create' ? messages.publishing : messages.updating
        : mode === 'create' ? messages.submitAdd : messages.submitEdit;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (asksReaction && hadReaction === null) setReactionError(messages.reactionRequired);
        void submit(event);
      }}
      className="flex flex-col gap-6"
      aria-busy={isBusy}
    >
      <p className="text-sm text-muted-foreground">{it.common.requiredFieldsNote}</p>

      <FormField id={`${formId}-rating`} label={messages.fields.rating} isRequired error={errors.rating?.message}>
        {(control) => (
          <select {...control} className={cn(fieldClassName, 'h-11 py-2')} {...register('rating')}>
            {RATING_VALUES.map((value) => (
              <option key={value} value={value}>
                {RATING_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField id={`${formId}-cuisine`} label={messages.fields.cuisineType} isRequired error={errors.cuisine_type?.message}>
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

      {STAR_FIELDS.map((field) => (
        <Controller
          key={field.name}
          control={control}
          name={field.name}
          render={({ field: { value, onChange }, fieldState }) => (
            <Group legend={field.label} isRequired errorId={`${formId}-${field.name}-error`} error={fieldState.error?.message}>
              <StarsInput name={`${formId}-${field.name}`} value={value} onChange={onChange} />
            </Group>
          )}
        />
      ))}

      <Group
        legend={messages.fields.allergenIndication}
        isRequired
        errorId={`${formId}-indication-error`}
        error={errors.allergen_indication?.message}
      >
        <p className="text-sm text-muted-foreground">{messages.hints.allergenIndication}</p>
        <div className="flex flex-wrap gap-2">
          {ALLERGEN_INDICATION_VALUES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
            >
              <input type="radio" value={value} {...register('allergen_indication')} className="size-4 accent-primary" />
              {ALLERGEN_INDICATION_LABELS[value]}
            </label>
          ))}
        </div>
      </Group>

      <Controller
        control={control}
        name="allergen_ids"
        render={({ field: { value, onChange }, fieldState }) => (
          <Group legend={messages.fields.allergens} errorId={`${formId}-allergens-error`} error={fieldState.error?.message}>
            <p className="text-sm text-muted-foreground">{messages.hints.allergens}</p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {allergens.map((allergen) => {
                const isChecked = value.includes(allergen.id);
                return (
                  <label
                    key={allergen.id}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                  >
                    <input
                      type="checkbox"
                      checked={isChecked}
                      onChange={() => onChange(isChecked ? value.filter((id) => id !== allergen.id) : [...value, allergen.id])}
                      className="size-4 accent-primary"
                    />
                    <span aria-hidden="true">{allergen.emoji}</span>
                    {allergenDisplayName(allergen.name)}
                    {ownAllergenIds.has(allergen.id) && (
                      <span className="ml-auto rounded-full bg-muted px-2 text-xs text-muted-foreground" data-testid="own-allergen">
                        {messages.ownAllergen}
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </Group>
        )}
      />

      {asksReaction && (
        <Group legend={messages.reactionQuestion} isRequired errorId={`${formId}-reaction-error`} error={reactionError}>
          <p className="text-sm text-muted-foreground">{messages.hints.reaction}</p>
          <div className="flex flex-wrap gap-2">
            {([false, true] as const).map((answer) => (
              <label
                key={String(answer)}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="radio"
                  name={`${formId}-reaction`}
                  checked={hadReaction === answer}
                  onChange={() => {
                    setHadReaction(answer);
                    setReactionError(undefined);
                  }}
                  className="size-4 accent-primary"
                />
                {answer ? messages.reactionAnswers.yes : messages.reactionAnswers.no}
              </label>
            ))}
          </div>
        </Group>
      )}

      {props.extraFields}

      <FormField id={`${formId}-comment`} label={messages.fields.comment} hint={messages.hints.comment} error={errors.comment?.message}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            placeholder={messages.placeholders.comment}
            {...register('comment')}
          />
        )}
      </FormField>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{messages.fields.photos}</legend>
        <p className="text-sm text-muted-foreground">
          {messages.hints.photos} <span data-testid="photo-counter">{photoMessages.counter(photoCount, PHOTOS_MAX_PER_REVIEW)}</span>
        </p>
        {photoCount > 0 && (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={messages.fields.photos}>
            {existingPhotos.map((photo, index) => (
              <li key={photo.id} className="relative">
                <img src={photo.photo_url} alt={photoMessages.alt(index + 1)} className="aspect-square w-full rounded-lg object-cover" />
                <Button
                  type="button"
                  size="icon"
                  variant="destructive"
                  className="absolute top-1 right-1 size-9"
                  disabled={deletingPhotoId !== null || isBusy}
                  aria-busy={deletingPhotoId === photo.id}
                  onClick={() => void deleteExisting(photo)}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sr-only">
                    {photoMessages.remove} {index + 1}
                  </span>
                </Button>
              </li>
            ))}
            {newPhotos.map((photo, index) => (
              <li key={photo.key} className="relative">
                <img
                  src={photo.previewUrl}
                  alt={photoMessages.alt(existingPhotos.length + index + 1)}
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute top-1 right-1 size-9"
                  disabled={isBusy}
                  onClick={() => removeNewPhoto(photo)}
                >
                  <X aria-hidden="true" />
                  <span className="sr-only">
                    {photoMessages.remove} {existingPhotos.length + index + 1}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        {isProcessing && (
          <p role="status" className="text-sm text-muted-foreground">
            {photoMessages.optimizing}
          </p>
        )}
        <div>
          <input
            id={`${formId}-photos`}
            type="file"
            accept="image/*"
            multiple
            className="peer sr-only"
            disabled={isBusy || isProcessing || photoCount >= PHOTOS_MAX_PER_REVIEW}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void addFiles(files);
            }}
          />
          <Label
            htmlFor={`${formId}-photos`}
            className={cn(
              'inline-flex h-11 cursor-pointer items-center rounded-md border border-border px-4 text-sm font-medium hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
              (isBusy || isProcessing || photoCount >= PHOTOS_MAX_PER_REVIEW) && 'pointer-events-none opacity-50',
            )}
          >
            {photoMessages.add}
          </Label>
        </div>
      </fieldset>

      {phase === 'uploading' && newPhotos.length > 0 && (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p role="status" data-testid="photo-upload-progress" className="text-sm font-medium">
            {photoMessages.uploadProgress(uploadingIndex, newPhotos.length)}
          </p>
          <progress max={newPhotos.length} value={uploadingIndex - 1} aria-hidden="true" className="h-2 w-32 accent-primary" />
          <Button type="button" variant="outline" size="sm" onClick={() => uploadAbort.current?.abort()}>
            {photoMessages.cancelUpload}
          </Button>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={props.cancelTo}>{messages.cancel}</Link>
        </Button>
        <Button type="submit" disabled={isBusy || isProcessing || deletingPhotoId !== null}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
