// The confirmed practices of a list row, as small marks.
import { practicesMessages as messages } from '@domain/i18n/it/practices';
import { practiceText, type PracticeKey } from '@domain/practices';

export function PracticeMarks({ practices }: { practices: readonly PracticeKey[] }) {
  if (practices.length === 0) return null;
  return (
    <ul aria-label={messages.listMarksLabel} className="flex flex-wrap gap-1.5" data-testid="practice-marks">
      {practices.map((practice) => (
        <li
          key={practice}
          className="rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 text-xs font-medium text-foreground"
        >
          {practiceText(practice).label}
        </li>
      ))}
    </ul>
  );
}
