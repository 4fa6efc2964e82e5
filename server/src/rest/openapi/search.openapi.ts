import type { OpenApiModule } from './openapi-types';
import { SIGNED_IN_ERRORS, json, nullable, object, queryParam, ref, uuid } from './schema-helpers';
import { MAX_QUERY_CHARS, MAX_SEARCH_LIMIT } from '../../modules/search/search-input';

/** GET /api/search (issue 31 item 5). */
export const searchOpenApi: OpenApiModule = {
  tag: {
    name: 'search',
    description:
      'One search over the trader’s trade notes, day entries, tags and playbooks (PostgreSQL full-text ' +
      'search: English stemming, accents folded).',
  },
  schemas: {
    SearchHit: object({
      kind: { type: 'string', enum: ['trade', 'day', 'tag', 'playbook'] },
      id: { ...uuid, description: 'The trade’s, day entry’s, tag’s or playbook’s id.' },
      date: nullable('string', {
        format: 'date',
        description: 'Days and trades: the local day in the user’s zone; null for tags and playbooks.',
      }),
      account_id: nullable('string', {
        format: 'uuid',
        description: 'Days and trades: the account (null for an all-accounts day entry).',
      }),
      title: { type: 'string', description: 'A trade’s symbol, a tag’s or playbook’s name, a day’s date.' },
      snippet: {
        type: 'string',
        description:
          'Plain text around the matches; each match is wrapped in U+E000 (start) and U+E001 (end). ' +
          'Render it by splitting on those two characters, never as markup.',
      },
    }),
    SearchResult: object({
      hits: { type: 'array', items: ref('SearchHit') },
      next_cursor: nullable('string', { description: 'Pass as `cursor` for the next page; null on the last page.' }),
    }),
  },
  paths: {
    '/api/search': {
      get: {
        operationId: 'search',
        summary: 'Search trade notes, day entries, tags and playbooks',
        description:
          'Playbooks and tags by name come first, then day entries and trades, newest day first. The words ' +
          'are read like a web search box: quotes for a phrase, `-word` to leave a word out, `or`; any other ' +
          'punctuation is ignored, never an error. Words are stemmed (“trading” finds “traded”) and accents ' +
          'folded (“cafe” finds “café”).',
        tags: ['search'],
        parameters: [
          {
            ...queryParam('q', `The words, 1 … ${MAX_QUERY_CHARS} characters.`),
            required: true,
          },
          queryParam('limit', `Hits per page, 1 … ${MAX_SEARCH_LIMIT} (default 20).`, { type: 'integer' }),
          queryParam('cursor', 'The `next_cursor` of the previous page.'),
        ],
        responses: { '200': json('A page of hits.', ref('SearchResult')), ...SIGNED_IN_ERRORS },
      },
    },
  },
};
