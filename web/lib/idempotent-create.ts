// Creates that survive a lost answer. The client names the new row (a UUID it
// generates) and sends the same request once more when the first got no answer
// or a server failure: the server stores one row under that id and answers the
// retry with it, so a review or restaurant is never added twice.
import { ApiError } from './api-client';

/** How long the retry waits: the server's 503 asks for one second (Retry-After). */
export const CREATE_RETRY_DELAY_MS = 1_000;

/** A random UUID (v4). crypto.randomUUID exists only in secure contexts; getRandomValues everywhere. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** No answer (network) or a server failure: the create may or may not have been stored. */
const isWorthRetrying = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Runs `send(id)` with a fresh id, and once more with the same id when the
 * first try may have failed on the way. Any other answer (4xx) is final.
 */
export async function createWithOneRetry<T>(send: (id: string) => Promise<T>, delayMs = CREATE_RETRY_DELAY_MS): Promise<T> {
  const id = newClientId();
  try {
    return await send(id);
  } catch (error) {
    if (!isWorthRetrying(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return send(id);
  }
}
