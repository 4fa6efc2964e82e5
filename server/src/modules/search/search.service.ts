import type { DataSource } from 'typeorm';
import type { Viewer } from '../auth/viewer';
import { SEARCH_HITS } from './queries/search.queries';
import { cursorAt, MAX_SEARCH_OFFSET, parseSearch, type SearchInput } from './search-input';

export type SearchHitKind = 'trade' | 'day' | 'tag' | 'playbook';

/**
 * One thing found. `snippet` is plain text in which each match is wrapped in U+E000 … U+E001
 * (SNIPPET_MARK_START / _END): clients split on them and never read the snippet as markup.
 */
export interface SearchHit {
  kind: SearchHitKind;
  id: string;
  /** Days and trades: the local day (YYYY-MM-DD) in the owner's zone; null for tags and playbooks. */
  date: string | null;
  /** Days and trades: the account (null for an all-accounts day entry). */
  accountId: string | null;
  /** The symbol of a trade, the name of a tag or playbook, the date of a day. */
  title: string;
  snippet: string;
}

export interface SearchPage {
  hits: SearchHit[];
  /** The next page's cursor; null on the last page. */
  nextCursor: string | null;
}

export const SNIPPET_MARK_START = '\uE000';
export const SNIPPET_MARK_END = '\uE001';

interface HitRow {
  kind: SearchHitKind;
  id: string;
  account_id: string | null;
  day: string | null;
  title: string;
  snippet: string;
}

/** Full-text search over the viewer's trade notes, day entries, tags and playbooks (issue 31 item 5). */
export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  async search(viewer: Viewer, input: SearchInput): Promise<SearchPage> {
    const { q, limit, offset } = parseSearch(input);
    const rows: HitRow[] = await this.dataSource.query(SEARCH_HITS, [
      viewer.id,
      q,
      viewer.timezone,
      offset + limit + 1,
      offset,
      limit + 1,
    ]);
    const more = rows.length > limit;
    return {
      hits: rows.slice(0, limit).map((r) => ({
        kind: r.kind,
        id: r.id,
        date: r.day,
        accountId: r.account_id,
        title: r.title,
        snippet: r.snippet,
      })),
      nextCursor: more && offset + limit <= MAX_SEARCH_OFFSET ? cursorAt(offset + limit) : null,
    };
  }
}
