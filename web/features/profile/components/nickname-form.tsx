import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { updateProfileInputSchema } from '@domain/schemas/profile';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { isApiError } from '@web/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { MessageField } from '@web/components/message-field';

/** The nickname shown on reviews instead of a real name; saved with an upsert. */
export function NicknameForm({
  userId,
  nickname,
  onSaved,
}: {
  userId: string;
  nickname: string | null;
  onSaved: () => void;
}) {
  const updateProfile = useUpdateProfile(userId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: { nickname: nickname ?? '' },
  });

  const submit = handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: () => {
        toast.success(it.profile.profileUpdatedTitle, { description: it.profile.profileUpdated });
        onSaved();
      },
      onError: (error) => {
        const isFieldError = isApiError(error) && (error.code === 'invalid_nickname' || error.code === 'nickname_taken');
        if (isFieldError) setError('nickname', { message: error.message }, { shouldFocus: true });
        // A taken nickname (409) says so; other failures keep the generic words.
        const description =
          isApiError(error) && error.code === 'nickname_taken' ? error.message : it.profile.profileUpdateFailed;
        toast.error(it.profile.profileUpdateFailedTitle, { description });
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <MessageField id="profile-nickname" label={it.profile.nickname} error={errors.nickname?.message}>
        {(controlProps) => (
          <Input
            {...controlProps}
            autoComplete="nickname"
            placeholder={it.profile.nicknamePlaceholder}
            {...register('nickname')}
          />
        )}
      </MessageField>
      <Button type="submit" disabled={updateProfile.isPending} className="self-start">
        {updateProfile.isPending ? it.profile.saving : it.profile.save}
      </Button>
    </form>
  );
}
