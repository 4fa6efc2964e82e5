import type { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import { mappingProblems } from './parsers/generic/generic.parser';
import { Header } from './parsers/csv';
import type { ColumnMapping } from './parsers/types';
import { mappingFields, mappingShapeProblems } from './mapping-shape';

/** A generic CSV column mapping the user saved under a name, with the header it was made for. */
export interface MappingTemplate {
  id: string;
  name: string;
  header: string[];
  mapping: ColumnMapping;
  updatedAt: Date;
}

export interface MappingTemplateInput {
  name: string | undefined;
  header: unknown;
  mapping: unknown;
}

const COLUMNS = `id, name, header, mapping, updated_at AS "updatedAt"`;
const MAX_TEMPLATES = 100;

/**
 * Saved mapping templates (per user, in PostgreSQL). Saving under an existing name replaces that
 * template, so "save" after editing a picked template updates it. Every statement is scoped to the viewer.
 */
export class MappingTemplatesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(viewer: Viewer): Promise<MappingTemplate[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM import_mapping_templates WHERE user_id = $1 ORDER BY lower(name), id LIMIT ${MAX_TEMPLATES}`,
      [viewer.id],
    );
  }

  async save(viewer: Viewer, input: MappingTemplateInput): Promise<MappingTemplate> {
    const name = input.name?.trim() ?? '';
    if (!name) throw new ValidationError({ name: 'Name is required' });
    if (name.length > 80) throw new ValidationError({ name: 'Name must be at most 80 characters' });
    const header = input.header;
    if (!Array.isArray(header) || !header.length || header.length > 200 || !header.every((h) => typeof h === 'string'))
      throw new ValidationError({ header: 'header must be the list of the file’s column names' });
    const shape = mappingShapeProblems(input.mapping);
    if (shape.length) throw new ValidationError({ mapping: shape.join('; ') });
    const mapping = mappingFields(input.mapping as ColumnMapping);
    const problems = mappingProblems(mapping, new Header(header as string[]));
    if (problems.length) throw new ValidationError({ mapping: problems.join('; ') });
    const [{ n }] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM import_mapping_templates WHERE user_id = $1 AND name <> $2`,
      [viewer.id, name],
    );
    if (n >= MAX_TEMPLATES) throw new ValidationError({ name: `At most ${MAX_TEMPLATES} templates; delete one first` });
    const [row] = await this.dataSource.query(
      `INSERT INTO import_mapping_templates (user_id, name, header, mapping) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, name) DO UPDATE SET header = excluded.header, mapping = excluded.mapping, updated_at = now()
       RETURNING ${COLUMNS}`,
      [viewer.id, name, header, JSON.stringify(mapping)],
    );
    return row;
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const rows = isUuid(id)
      ? await this.dataSource.query(
          `WITH d AS (DELETE FROM import_mapping_templates WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM d`,
          [id, viewer.id],
        )
      : [];
    if (!rows.length) throw new NotFoundError('Mapping template not found');
    return id;
  }
}
