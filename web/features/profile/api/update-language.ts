// PUT /rest/v1/profile/language {language}: the interface language kept in the
// account (#43), which its emails follow and every device signed in to it takes.
import type { Language } from '@domain/i18n/language';
import type { Profile, UpdateLanguageInput } from '@domain/schemas/profile';
import { apiFetch } from '@web/lib/api-client';
import { PROFILE_PATH } from './get-profile';

export const updateLanguage = (language: Language) =>
  apiFetch<Profile>(`${PROFILE_PATH}/language`, { method: 'PUT', body: { language } satisfies UpdateLanguageInput });
