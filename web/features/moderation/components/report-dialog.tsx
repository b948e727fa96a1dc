// What 'Segnala' opens (report-button.tsx): the reason and optional details;
// the answer is the server's acknowledgement.
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason, type ReportTarget } from '@domain/moderation';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-client';
import { useCreateReport } from '../api/moderation-api';

const messages = it.moderation;

export function ReportDialog({
  targetType,
  targetId,
  isOpen,
  setIsOpen,
}: {
  targetType: ReportTarget;
  targetId: string;
  isOpen: boolean;
  setIsOpen: (isOpen: boolean) => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useCreateReport();
  const formId = useId();
  const detailsId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(messages.reasonMissing);
      return;
    }
    report.mutate(
      { target_type: targetType, target_id: targetId, reason, ...(details.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: (answer) => {
          setIsOpen(false);
          setReason(null);
          setDetails('');
          setError(null);
          toast.success(messages.report, { description: answer.message });
        },
        onError: (failure) => setError(isApiError(failure) ? failure.message : it.errors.internal_error),
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{messages.reportTitle(targetType)}</DialogTitle>
          <DialogDescription>{messages.reportIntro}</DialogDescription>
        </DialogHeader>
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4" aria-describedby={error ? errorId : undefined}>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{messages.reasonLabel}</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-accent">
                <input type="radio" name={`${formId}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4" />
                {messages.reasons[value]}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor={detailsId}>{messages.detailsLabel}</Label>
            <Textarea id={detailsId} value={details} maxLength={REPORT_DETAILS_MAX} onChange={(event) => setDetails(event.target.value)} />
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={report.isPending}>
            {messages.send}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
