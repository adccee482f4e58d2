import type { Db } from '../db/database';

export function createPicturesService(db: Db) {
  void db;
  return {};
}

export type PicturesService = ReturnType<typeof createPicturesService>;
