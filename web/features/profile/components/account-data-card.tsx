import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { ACCOUNT_DELETION_CONFIRMATION_WORD } from '@domain/schemas/profile';
import { paths } from '@web/app/paths';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@web/components/ui/alert-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadAccountExport } from '../api/export-account-data';

/** 'I miei dati': download everything stored about me, or delete the account. */
export function AccountDataCard() {
  const navigate = useNavigate();
  const download = useDownloadAccountExport();
  const deleteAccount = useDeleteAccount({
    onDeleted: async () => {
      await navigate(paths.landing, { replace: true });
      toast.success(it.profile.deletedTitle, { description: it.profile.deleted });
    },
  });
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const isConfirmed = confirmation.trim() === ACCOUNT_DELETION_CONFIRMATION_WORD;

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => toast.success(it.profile.exportedTitle, { description: it.profile.exported }),
      onError: () => toast.error(it.common.error, { description: it.profile.exportFailed }),
    });

  const confirmDeletion = () =>
    deleteAccount.mutate(undefined, {
      onError: () => toast.error(it.common.error, { description: it.profile.deleteFailed }),
    });

  return (
    <Card role="region" aria-labelledby="profile-data-title">
      <CardHeader>
        <CardTitle id="profile-data-title">{it.profile.accountDataTitle}</CardTitle>
        <CardDescription>{it.profile.accountDataText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={startDownload} disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? it.profile.exporting : it.profile.exportData}
        </Button>
        <AlertDialog
          open={isDeleteOpen}
          onOpenChange={(open) => {
            if (deleteAccount.isPending) return;
            setIsDeleteOpen(open);
            if (!open) setConfirmation('');
          }}
        >
          <AlertDialogTrigger asChild>
            <Button variant="outline" className="border-destructive text-destructive hover:bg-destructive/10 hover:text-destructive">
              <Trash2 aria-hidden="true" />
              {it.profile.deleteAccount}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (isConfirmed && !deleteAccount.isPending) confirmDeletion();
              }}
            >
              <AlertDialogHeader>
                <AlertDialogTitle>{it.profile.deleteDialogTitle}</AlertDialogTitle>
                <AlertDialogDescription>{it.profile.deleteDialogText}</AlertDialogDescription>
              </AlertDialogHeader>
              <div className="flex flex-col gap-2">
                <Label htmlFor="delete-account-confirmation">
                  {it.profile.deleteConfirmLabel(ACCOUNT_DELETION_CONFIRMATION_WORD)}
                </Label>
                <Input
                  id="delete-account-confirmation"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                  disabled={deleteAccount.isPending}
                />
              </div>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={deleteAccount.isPending}>{it.profile.cancel}</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={!isConfirmed || deleteAccount.isPending}>
                  {deleteAccount.isPending ? it.profile.deleting : it.profile.deleteConfirmButton}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
