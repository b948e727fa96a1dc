import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  abandonEnrollment,
  useConfirmEnrollment,
  useEnrollTotp,
  useFactors,
  useRemoveFactor,
  type TotpEnrollment,
} from '@web/features/auth/api/mfa';
import { OtpCodeForm } from '@web/features/auth/components/otp-code-form';
import { showAuthError } from '@web/features/auth/show-auth-error';
import { memberSinceDate } from '@web/features/profile/profile-format';

/**
 * 'Verifica in due passaggi': turn it on with an authenticator app (QR code
 * or the key as text, then a first code), see the apps in use, remove them.
 */
export function TwoFactorCard({ userId }: { userId: string }) {
  const factors = useFactors(userId);
  const enroll = useEnrollTotp();
  const confirm = useConfirmEnrollment(userId);
  const remove = useRemoveFactor(userId);
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const isOn = (factors.data?.length ?? 0) > 0;

  const start = () =>
    enroll.mutate(undefined, {
      onSuccess: setEnrollment,
      onError: (error) => showAuthError(it.mfa.errorTitle, error),
    });

  const finish = (code: string) => {
    if (!enrollment) return;
    confirm.mutate(
      { factorId: enrollment.factorId, code },
      {
        onSuccess: () => {
          setEnrollment(null);
          toast.success(it.mfa.enabledTitle, { description: it.mfa.enabled });
        },
        onError: (error) => showAuthError(it.auth.codeErrorTitle, error),
      },
    );
  };

  const cancel = () => {
    if (enrollment) void abandonEnrollment(enrollment.factorId);
    setEnrollment(null);
  };

  const confirmRemoval = () => {
    if (!removingId) return;
    remove.mutate(removingId, {
      onSuccess: () => {
        setRemovingId(null);
        toast.success(it.mfa.removedTitle, { description: it.mfa.removed });
      },
      onError: (error) => showAuthError(it.mfa.errorTitle, error),
    });
  };

  return (
    <Card role="region" aria-labelledby="profile-mfa-title">
      <CardHeader>
        <CardTitle id="profile-mfa-title" className="flex flex-wrap items-center gap-2">
          <ShieldCheck className="size-5" aria-hidden="true" />
          {it.mfa.cardTitle}
          {factors.isSuccess && <Badge variant={isOn ? 'default' : 'secondary'}>{isOn ? it.mfa.statusOn : it.mfa.statusOff}</Badge>}
        </CardTitle>
        <CardDescription>{it.mfa.cardIntro}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {factors.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-destructive">{it.mfa.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void factors.refetch()}>
              {it.common.retry}
            </Button>
          </div>
        ) : enrollment ? (
          <div className="flex flex-col gap-4">
            <p>{it.mfa.scanQr}</p>
            <img src={enrollment.qrCode} alt={it.mfa.qrAlt} width={192} height={192} className="size-48 rounded-md border bg-white" />
            <div className="flex flex-col gap-1">
              <p className="text-sm text-muted-foreground" id="profile-mfa-secret-label">
                {it.mfa.secretIntro}
              </p>
              <code
                aria-labelledby="profile-mfa-secret-label"
                data-testid="mfa-secret"
                className="self-start rounded-md bg-muted px-2 py-1 font-mono text-sm break-all select-all"
              >
                {enrollment.secret}
              </code>
            </div>
            <p>{it.mfa.enterCode}</p>
            <OtpCodeForm
              id="profile-mfa-code"
              label={it.mfa.codeLabel}
              submitLabel={it.mfa.confirm}
              pendingLabel={it.mfa.verifying}
              isPending={confirm.isPending}
              onSubmit={finish}
            />
            <Button type="button" variant="outline" onClick={cancel} disabled={confirm.isPending} className="self-start">
              {it.mfa.cancel}
            </Button>
          </div>
        ) : (
          <>
            {isOn && (
              <div className="flex flex-col gap-2">
                <h3 className="font-semibold">{it.mfa.factorsTitle}</h3>
                <ul className="flex flex-col gap-2">
                  {factors.data?.map((factor) => (
                    <li key={factor.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                      <span className="flex flex-col">
                        <span>{factor.friendly_name || it.mfa.defaultFactorName}</span>
                        <span className="text-sm text-muted-foreground">{it.mfa.addedOn(memberSinceDate(factor.created_at))}</span>
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setRemovingId(factor.id)}
                        aria-label={`${it.mfa.remove}: ${factor.friendly_name || it.mfa.defaultFactorName}`}
                      >
                        {it.mfa.remove}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {factors.isSuccess && !isOn && (
              <Button onClick={start} disabled={enroll.isPending} className="self-start">
                {enroll.isPending ? it.mfa.enabling : it.mfa.enable}
              </Button>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        isOpen={removingId !== null}
        title={it.mfa.removeDialogTitle}
        description={it.mfa.removeDialogText}
        confirmLabel={remove.isPending ? it.mfa.removing : it.mfa.remove}
        cancelLabel={it.mfa.cancel}
        isPending={remove.isPending}
        onConfirm={confirmRemoval}
        onCancel={() => setRemovingId(null)}
      />
    </Card>
  );
}
