import { ShieldAlert, ShieldCheck, ShieldQuestion, ShieldX, type LucideIcon } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { safetyColour, safetyLevelLabel, type SafetyLevel } from '@domain/safety';
import { cn } from '@web/lib/cn';

const ICONS: Readonly<Record<SafetyLevel | 'none', LucideIcon>> = {
  safe: ShieldCheck,
  caution: ShieldAlert,
  unsafe: ShieldX,
  none: ShieldQuestion,
};

/**
 * The three-level badge in the spec's colours (grey without reviews). The
 * level is always written out and has its own icon, so colour is never the
 * only cue.
 */
export function SafetyBadge({ level, className }: { level: SafetyLevel | null; className?: string }) {
  const label = safetyLevelLabel(level);
  const Icon = ICONS[level ?? 'none'];
  return (
    <span
      data-testid="safety-badge"
      data-level={level ?? 'none'}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-950',
        className,
      )}
      style={{ backgroundColor: safetyColour(level) }}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{it.restaurants.safetyBadgeLabel(label)}</span>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
