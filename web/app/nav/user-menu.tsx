import { Link } from 'react-router';
import { CircleUserRound, Languages, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { logout } from '@web/lib/auth/logout';
import { useSession } from '@web/lib/auth/session';
import { useProfileNickname } from '@web/features/profile/api/get-profile';
import { userDisplayName } from '@web/features/auth/user-display-name';
import { useMyRole } from '@web/features/moderation/api/moderation-api';
import { chooseLanguage } from '@web/features/profile/choose-language';
import { otherLanguage } from '@web/features/profile/components/language-switch';
import { useAccountLanguage } from '@web/features/profile/use-account-language';
import { LANGUAGE_NAMES } from '@domain/i18n/language';

/**
 * The signed-in user's menu in the top navigation: who is signed in, 'Profilo',
 * the other language and 'Esci'. Mounted on every signed-in page, it also
 * applies the account's language (useAccountLanguage) once the profile it reads is in.
 */
export function UserMenu() {
  const { user } = useSession();
  const profileNickname = useProfileNickname(user?.id);
  // The token's app_metadata.role says whom to ask; the server has the last word.
  const role = useMyRole(user?.app_metadata.role ? user.id : undefined);
  useAccountLanguage(user?.id);
  if (!user) return null;
  const language = otherLanguage();
  const name = userDisplayName(user, profileNickname);
  const email = user.email && user.email !== name ? user.email : null;

  return (
    // NOTE: non-modal: a modal menu hides the rest of the page with aria-hidden
    // while its links stay focusable (axe: aria-hidden-focus); this small menu
    // needs no focus trap and closes on an outside click either way.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={it.nav.userMenu}>
          <CircleUserRound className="size-6" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={it.nav.userMenu} className="max-w-72">
        {name && (
          <DropdownMenuLabel className="flex flex-col gap-0.5">
            <span className="truncate" data-testid="user-menu-name">
              {name}
            </span>
            {email && <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>}
          </DropdownMenuLabel>
        )}
        {name && <DropdownMenuSeparator />}
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden="true" />
            {it.nav.profile}
          </Link>
        </DropdownMenuItem>
        {role.data?.role && (
          <DropdownMenuItem asChild>
            <Link to={paths.moderation}>
              <ShieldCheck aria-hidden="true" />
              {it.moderation.navLink}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem lang={language} onSelect={() => void chooseLanguage(language, true)}>
          <Languages aria-hidden="true" />
          {LANGUAGE_NAMES[language]}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {it.nav.userMenuItems.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
