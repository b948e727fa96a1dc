import { it } from '@domain/i18n/it';
import { cn } from '@web/lib/cn';
import { NAV_ITEMS } from './nav-items';
import { BottomTabLink } from './nav-tab-link';

/**
 * The four tabs fixed to the bottom of the screen: on small screens, and
 * always on native platforms. It sits above the home indicator
 * (safe-area inset); the layout pads the page by the same height.
 */
export function BottomTabBar({ show }: { show: 'below-md' | 'always' }) {
  return (
    <nav
      aria-label={it.nav.tabBar}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_8px_rgb(0_0_0/0.04)] backdrop-blur supports-[backdrop-filter]:bg-card/85',
        show === 'below-md' && 'md:hidden',
      )}
    >
      <ul className="mx-auto grid h-tab-bar max-w-md grid-cols-4 gap-1 pr-[max(0.5rem,env(safe-area-inset-right))] pl-[max(0.5rem,env(safe-area-inset-left))] py-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.to} className="min-w-0">
            <BottomTabLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
