// Rules of Web Push devices (docs/product.md#notifiche-sul-dispositivo): a
// signed-in user registers the browser they are on, lists and removes their
// own devices only; endpoints must belong to a known push service; at most
// PUSH_DEVICES_MAX devices. Someone else's device answers 404 like a missing one.
import { deviceLabelFromUserAgent, isAllowedPushEndpoint, PUSH_DEVICES_MAX, type PushDevice, type PushSubscriptionInput } from '../../domain/push';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import * as repository from './push.repository';
import { isUuid } from '../../domain/schemas/common';

const notFound = () => appError('push_device_not_found');

function toDevice(row: repository.DbPushDevice): PushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    device_label: row.deviceLabel,
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt ? row.lastSentAt.toISOString() : null,
  };
}

export async function listPushDevices(db: Database, userId: string): Promise<{ items: PushDevice[] }> {
  return { items: (await repository.listDevices(db, userId)).map(toDevice) };
}

export async function registerPushDevice(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  context: { userAgent: string; extraServices: readonly string[] },
): Promise<PushDevice> {
  if (!isAllowedPushEndpoint(input.endpoint, context.extraServices)) {
    throw appError('push_endpoint_not_allowed');
  }
  return db.transaction(async (tx) => {
    const existing = await repository.findDeviceByEndpoint(tx, input.endpoint);
    if (existing?.userId !== userId && (await repository.countDevices(tx, userId)) >= PUSH_DEVICES_MAX) {
      throw appError('push_device_limit');
    }
    const row = await repository.upsertDevice(tx, {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      deviceLabel: input.device_label || deviceLabelFromUserAgent(context.userAgent),
    });
    return toDevice(row);
  });
}

export async function removePushDevice(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  if (!(await repository.deleteDevice(db, userId, id.toLowerCase()))) throw notFound();
}
