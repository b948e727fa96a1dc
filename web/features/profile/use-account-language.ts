import { useEffect } from 'react';
import { useProfile } from '@web/features/profile/api/get-profile';
import { followAccountLanguage } from './choose-language';

/** On a signed-in page, once the profile is read: the account's language wins (accountLanguageStep). */
export function useAccountLanguage(userId: string | undefined): void {
  const account = useProfile(userId).data?.language;
  useEffect(() => {
    if (account !== undefined) followAccountLanguage(account);
  }, [account]);
}
