// GET /rest/v1/account/export: everything stored about the user, saved by the
// browser as a JSON file named as the server names it, in the interface's language.
import { exportFileName } from '@domain/account-export';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { APP_NAME } from '@web/lib/app-name';

export const fetchAccountExport = () => apiFetch<unknown>('/rest/v1/account/export', { cache: 'no-store' });

function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadAccountExport(): Promise<void> {
  const data = await fetchAccountExport();
  saveJsonFile(data, exportFileName(APP_NAME, new Date()));
}

export const useDownloadAccountExport = () => useMutation({ mutationFn: downloadAccountExport });
