import { it } from '@domain/i18n/it';
import { APP_NAME } from '@web/lib/app-name';
import { cn } from '@web/lib/cn';

type LogoProps = {
  className?: string;
  /** Mark size in px. */
  size?: number;
  /** Show the product name beside the mark. */
  withName?: boolean;
  /**
   * Decorative inside a link or heading that already names the product;
   * otherwise the mark is announced as the product's logo.
   */
  decorative?: boolean;
};

/** The product mark (a map pin on brand green, as in the favicon) and its name. */
export function Logo({ className, size = 36, withName = true, decorative = false }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 64 64"
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': it.common.logoAlt(APP_NAME) })}
        className="shrink-0"
        focusable="false"
      >
        <rect width="64" height="64" rx="14" fill="var(--color-brand)" />
        <path
          d="M32 12c-8.8 0-16 7-16 15.7C16 39.5 32 52 32 52s16-12.5 16-24.3C48 19 40.8 12 32 12zm0 22a6.3 6.3 0 1 1 0-12.6A6.3 6.3 0 0 1 32 34z"
          fill="#fff"
        />
      </svg>
      {withName && <span className="text-lg font-bold tracking-tight text-brand">{APP_NAME}</span>}
    </span>
  );
}
