// 'Segnala' on a review, a photo, a restaurant or a nickname. A detail page
// shows dozens of them; the dialog behind each, with Radix's machinery and
// the report's form, loads and mounts only once that button is first used.
import { Suspense, lazy, useState } from 'react';
import { Flag } from 'lucide-react';
import { it } from '@domain/i18n/it';
import type { ReportTarget } from '@domain/moderation';
import { Button } from '@web/components/ui/button';
import { useHasOpened } from '@web/lib/use-has-opened';

const loadReportDialog = () => import('./report-dialog');
const ReportDialog = lazy(() => loadReportDialog().then((module) => ({ default: module.ReportDialog })));

export function ReportButton({ targetType, targetId, label = it.moderation.report }: { targetType: ReportTarget; targetId: string; label?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        data-testid={`report-${targetType}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadReportDialog()}
        onFocus={() => void loadReportDialog()}
        onClick={() => setIsOpen(true)}
      >
        <Flag aria-hidden="true" />
        {label}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ReportDialog targetType={targetType} targetId={targetId} isOpen={isOpen} setIsOpen={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
