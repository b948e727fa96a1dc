import { Link, useLocation } from 'react-router';
import { cn } from '@web/lib/cn';
import { isCurrentPath, type NavItem } from './nav-items';

const focusRing =
  'outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card';

/** A tab of the top navigation: label with a small icon, pill highlight when current. */
export function TopTabLink({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const isCurrent = isCurrentPath(pathname, item.to);
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      aria-current={isCurrent ? 'page' : undefined}
      className={cn(
        'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors',
        isCurrent
          ? 'bg-secondary font-semibold text-secondary-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        focusRing,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {item.label}
    </Link>
  );
}

/** A tab of the bottom tab bar: icon over label, filling its column. */
export function BottomTabLink({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const isCurrent = isCurrentPath(pathname, item.to);
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      aria-current={isCurrent ? 'page' : undefined}
      className={cn(
        'group flex h-full min-w-0 flex-col items-center justify-center gap-1 rounded-lg text-xs font-medium transition-colors',
        isCurrent ? 'font-semibold text-primary' : 'text-muted-foreground hover:text-foreground',
        focusRing,
      )}
    >
      <span
        className={cn(
          'flex h-7 w-14 items-center justify-center rounded-full transition-colors',
          isCurrent ? 'bg-secondary' : 'group-hover:bg-muted',
        )}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <span className="max-w-full truncate px-1">{item.label}</span>
    </Link>
  );
}
