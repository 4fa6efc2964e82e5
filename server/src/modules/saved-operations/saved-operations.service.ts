import type { DataSource } from 'typeorm';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { MAX_STRING_LENGTH } from '../../domain/validation/limits';
import { isUuid } from '../../domain/validation/uuid';
import type { Viewer } from '../auth/viewer';
import { DELETE_SAVED_OPERATION, LIST_SAVED_OPERATIONS, SAVE_OPERATION } from './queries/saved-operations.queries';

export const SAVED_OPERATION_LIMITS = {
  name: 100,
  query: MAX_STRING_LENGTH,
  variables: MAX_STRING_LENGTH,
  perUser: 200,
};

export interface SavedOperationModel {
  id: string;
  name: string;
  query: string;
  variables: string | null;
  updatedAt: Date;
}

function checkInput(input: { name: string; query: string; variables?: string | null }) {
  const errors: Record<string, string> = {};
  const name = input.name.trim();
  if (!name || name.length > SAVED_OPERATION_LIMITS.name)
    errors.name = `Name must be 1 to ${SAVED_OPERATION_LIMITS.name} characters`;
  if (!input.query.trim()) errors.query = 'Query cannot be empty';
  else if (input.query.length > SAVED_OPERATION_LIMITS.query)
    errors.query = `Query must be at most ${SAVED_OPERATION_LIMITS.query} characters`;
  const variables = input.variables?.trim() || null;
  if (variables) {
    try {
      const parsed: unknown = JSON.parse(variables);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        errors.variables = 'Variables must be a JSON object';
    } catch {
      errors.variables = 'Variables must be valid JSON';
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { name, query: input.query, variables };
}

/** The explorer's saved operations, per user in PostgreSQL (so they follow the user to any browser). */
export class SavedOperationsService {
  constructor(private readonly db: DataSource) {}

  list(viewer: Viewer): Promise<SavedOperationModel[]> {
    return this.db.query(LIST_SAVED_OPERATIONS, [viewer.id]);
  }

  /** Saving under a name the user already has replaces that operation (the explorer's "Save"). */
  async save(viewer: Viewer, input: { name: string; query: string; variables?: string | null }) {
    const op = checkInput(input);
    const rows: SavedOperationModel[] = await this.db.query(SAVE_OPERATION, [
      viewer.id,
      op.name,
      op.query,
      op.variables,
      SAVED_OPERATION_LIMITS.perUser,
    ]);
    if (!rows[0])
      throw new ConflictError(`You can keep at most ${SAVED_OPERATION_LIMITS.perUser} operations; delete one first`);
    return rows[0];
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const rows: unknown[] = isUuid(id) ? await this.db.query(DELETE_SAVED_OPERATION, [id, viewer.id]) : [];
    // pg answers a DELETE … RETURNING as [rows, count] through TypeORM.
    const deleted = Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
    if (!deleted) throw new NotFoundError('Saved operation not found');
    return id;
  }
}
