import path from 'node:path';

/** `<DATA_DIR>/exports/<user>/<job>.zip`: a user's area, swept when they leave (users/user-files.ts). */
export const exportFile = (dataDir: string, userId: string, jobId: string) =>
  path.join(dataDir, 'exports', userId, `${jobId}.zip`);

/** `<DATA_DIR>/restores/<user>/<job>.zip`: an uploaded archive waiting for its job. */
export const restoreFile = (dataDir: string, userId: string, jobId: string) =>
  path.join(dataDir, 'restores', userId, `${jobId}.zip`);
