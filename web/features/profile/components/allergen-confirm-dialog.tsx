import { it } from '@domain/i18n/it';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { confirmationLines, type AllergenDiff } from '../allergen-draft';

/** 'ATTENZIONE: Stai modificando i tuoi allergeni.' with what is added and removed; Annulla cancels. */
export function AllergenConfirmDialog({
  open,
  diff,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  diff: AllergenDiff;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const [title, ...lines] = confirmationLines(diff);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-2">
              {lines.map((line) => (
                <p key={line} className={line === it.allergens.confirmQuestion ? undefined : 'font-semibold text-foreground'}>
                  {line}
                </p>
              ))}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{it.allergens.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{it.allergens.confirmButton}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
