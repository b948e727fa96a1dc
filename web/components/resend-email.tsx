import { useEffect, useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { it } from '@domain/i18n/it';
import { EMAIL_RESEND_WAIT_SECONDS } from '@domain/limits';
import { Button } from '@web/components/ui/button';
import { isAuthError } from '@web/lib/auth/auth-loader';
import { authErrorToItalian, sendWaitSeconds } from '@web/lib/auth/auth-errors';
import { toast } from '@web/lib/toast';

/** Seconds from now to `at` (rounded up), ticking every second until it is reached. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (at <= Date.now()) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= at) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * 'Invia di nuovo' for an auth email (confirmation, reset, email change). The
 * server sends one per address every EMAIL_RESEND_WAIT_SECONDS and refuses a
 * repeat with the seconds left: the button stays disabled, saying when the
 * next one can be asked for, instead of claiming an email that was not sent.
 */
export function ResendEmail({
  send,
  hasJustSent,
  sentToast,
  errorTitle = it.auth.resendErrorTitle,
  unexpectedError = it.auth.unexpectedError,
}: {
  send: () => Promise<unknown>;
  /** An email went out just before this showed: the first wait starts now. */
  hasJustSent: boolean;
  sentToast: { title: string; description: string };
  errorTitle?: string;
  unexpectedError?: string;
}) {
  const waitId = useId();
  const [availableAt, setAvailableAt] = useState(() => (hasJustSent ? Date.now() + EMAIL_RESEND_WAIT_SECONDS * 1000 : 0));
  const secondsLeft = useSecondsUntil(availableAt);
  const resend = useMutation({ mutationFn: send });

  const click = () =>
    resend.mutate(undefined, {
      onSuccess: () => {
        setAvailableAt(Date.now() + EMAIL_RESEND_WAIT_SECONDS * 1000);
        toast.success(sentToast.title, { description: sentToast.description });
      },
      onError: (error) => {
        const waitSeconds = isAuthError(error) ? sendWaitSeconds(error) : null;
        if (waitSeconds !== null) setAvailableAt(Date.now() + waitSeconds * 1000);
        if (!isAuthError(error)) console.error(error);
        toast.error(errorTitle, { description: isAuthError(error) ? authErrorToItalian(error) : unexpectedError });
      },
    });

  const isWaiting = secondsLeft > 0;
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={resend.isPending || isWaiting}
        aria-describedby={isWaiting ? waitId : undefined}
        onClick={click}
        className="w-full"
      >
        {resend.isPending ? it.auth.resending : it.auth.resend}
      </Button>
      {isWaiting && (
        <p id={waitId} className="text-center text-sm text-muted-foreground">
          {it.auth.resendWait(secondsLeft)}
        </p>
      )}
    </div>
  );
}
