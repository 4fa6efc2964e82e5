// Saved mapping templates over GraphQL: the list, and saving one (a same-name save replaces it,
// so the list is refetched, awaited).
import { useCallback } from 'react';
import { ImportMappingTemplatesDocument } from '../../__generated__/graphql';
import { useImportMappingTemplatesQuery, useSaveImportMappingTemplateMutation } from '../../__generated__/hooks';
import type { ColumnMapping } from './column-mapping';

export function useMappingTemplates() {
  const query = useImportMappingTemplatesQuery();
  const templates = query.dataState === 'complete' ? query.data.importMappingTemplates : [];
  const [saveMutation] = useSaveImportMappingTemplateMutation();
  const save = useCallback(
    async (name: string, header: string[], mapping: ColumnMapping) => {
      const result = await saveMutation({
        variables: { input: { name, header, mapping } },
        refetchQueries: [ImportMappingTemplatesDocument],
        awaitRefetchQueries: true,
      });
      return result.data?.saveImportMappingTemplate ?? null;
    },
    [saveMutation],
  );
  return { templates, loading: query.loading, save };
}
