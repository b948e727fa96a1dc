// NOTE: photo storage (/storage/v1, bucket `photos`, paths
// reviews/{userId}/{timestamp}_{index}.{ext}) does not exist yet. Deleting an
// account already removes every photo from the database; this hook is where
// the storage module deletes the files themselves (the listed URLs, and
// anything left under reviews/{userId}/). Until then it does nothing.

/** Deletes the photo files of a deleted account; called after the deletion has committed. */
export type DeleteUserPhotoFiles = (input: { userId: string; photoUrls: readonly string[] }) => Promise<void>;

export const deleteUserPhotoFilesNotYetStored: DeleteUserPhotoFiles = async () => {};
