import { ShieldAlert, ShieldCheck, ShieldQuestion, ShieldX, type LucideIcon } from 'lucide-react';
import { it } from '@domain/i18n/it';
import { isFewPeople, safetyColour, safetyLevelLabel, type SafetyLevel } from '@domain/safety';
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
 * only cue. Given `people` (how many different people it rests on), a badge
 * below SAFETY_FEW_PEOPLE is drawn hollow with a dashed border and says
 * 'Pochi dati' in words.
 */
export function SafetyBadge({ level, people, className }: { level: SafetyLevel | null; people?: number; className?: string }) {
  const label = safetyLevelLabel(level);
  const Icon = ICONS[level ?? 'none'];
  const few = level !== null && people !== undefined && isFewPeople(people);
  const text = few ? `${label} · ${it.restaurants.fewData}` : label;
  return (
    <span
      data-testid="safety-badge"
      data-level={level ?? 'none'}
      data-few-data={few ? 'true' : undefined}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-950',
        few && 'border-2 border-dashed bg-background text-foreground',
        className,
      )}
      style={few ? { borderColor: safetyColour(level) } : { backgroundColor: safetyColour(level) }}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{it.restaurants.safetyBadgeLabel(text)}</span>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
