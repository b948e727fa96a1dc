import { Link } from 'react-router';
import { it } from '@domain/i18n/it';
import { Logo } from '@web/components/logo';
import { APP_NAME } from '@web/lib/app-name';
import { cn } from '@web/lib/cn';
import { AccountActions } from './account-actions';
import { paths } from '../paths';
import { NAV_ITEMS } from './nav-items';
import { TopTabLink } from './nav-tab-link';

/**
 * The header on every page: logo to '/', the four tabs (wide screens off
 * native platforms only; elsewhere the bottom tab bar carries them) and the
 * account actions.
 */
export function TopNav({ showTabs }: { showTabs: 'md-up' | 'never' }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 pr-[max(1rem,env(safe-area-inset-right))] pl-[max(1rem,env(safe-area-inset-left))]">
        <Link
          to={paths.landing}
          aria-label={it.nav.home(APP_NAME)}
          className="-ml-1 rounded-lg p-1 outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo decorative size={36} />
        </Link>
        <nav
          aria-label={it.nav.mainNavigation}
          className={cn('flex-1 justify-center', showTabs === 'md-up' ? 'hidden md:flex' : 'hidden')}
        >
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <TopTabLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center">
          <AccountActions />
        </div>
      </div>
    </header>
  );
}
