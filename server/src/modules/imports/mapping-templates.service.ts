import type { DataSource } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { isUuid } from '../accounts/accounts.service';
import type { Viewer } from '../auth/viewer';
import { mappingProblems } from './parsers/generic/generic.parser';
import { Header } from './parsers/csv';
import type { ColumnMapping } from './parsers/types';
import { mappingFields, mappingShapeProblems } from './mapping-shape';
import {
  COUNT_OTHER_MAPPING_TEMPLATES,
  DELETE_MAPPING_TEMPLATE,
  LIST_MAPPING_TEMPLATES,
  MAX_TEMPLATES,
  SAVE_MAPPING_TEMPLATE,
} from './queries/mapping-templates.queries';

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

/**
 * Saved mapping templates (per user, in PostgreSQL). Saving under an existing name replaces that
 * template, so "save" after editing a picked template updates it. Every statement is scoped to the viewer.
 */
export class MappingTemplatesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(viewer: Viewer): Promise<MappingTemplate[]> {
    return this.dataSource.query(LIST_MAPPING_TEMPLATES, [viewer.id]);
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
    const [{ n }] = await this.dataSource.query(COUNT_OTHER_MAPPING_TEMPLATES, [viewer.id, name]);
    if (n >= MAX_TEMPLATES) throw new ValidationError({ name: `At most ${MAX_TEMPLATES} templates; delete one first` });
    const [row] = await this.dataSource.query(SAVE_MAPPING_TEMPLATE, [
      viewer.id,
      name,
      header,
      JSON.stringify(mapping),
    ]);
    return row;
  }

  async delete(viewer: Viewer, id: string): Promise<string> {
    const rows = isUuid(id) ? await this.dataSource.query(DELETE_MAPPING_TEMPLATE, [id, viewer.id]) : [];
    if (!rows.length) throw new NotFoundError('Mapping template not found');
    return id;
  }
}
