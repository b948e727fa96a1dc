// The photo files of a deleted account. The account's review rows lose their
// photos in the deletion transaction; the files go afterwards: the listed URLs
// and anything else left under reviews/{userId}/ (uploads never attached).

import type { PhotoStore } from '../storage/photo-store';
import { keyOfPhotoUrl, photoKey } from '../storage/storage.service';

/** Deletes the photo files of a deleted account; called after the deletion has committed. */
export type DeleteUserPhotoFiles = (input: { userId: string; photoUrls: readonly string[] }) => Promise<void>;

export function deleteUserPhotoFilesFrom(store: PhotoStore): DeleteUserPhotoFiles {
  return async ({ userId, photoUrls }) => {
    const keys = new Set(photoUrls.map(keyOfPhotoUrl).filter((key): key is string => key !== null));
    for (const key of await store.list(photoKey(`reviews/${userId}/`))) keys.add(key);
    for (const key of keys) await store.delete(key);
  };
}
