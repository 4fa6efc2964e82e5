import type { SearchHitKind } from '../../__generated__/graphql';

interface Linkable {
  kind: SearchHitKind;
  id: string;
  date?: string | null;
  accountId?: string | null;
}

/**
 * Where a hit opens: a trade in the Journal (its notes), a day on its page (with its account when
 * the entry is one account's), a playbook on the Playbooks page (its card), a tag on the Playbooks
 * page too (its figures are there: there is no page per tag).
 */
export function hitPath(hit: Linkable): string {
  switch (hit.kind) {
    case 'trade':
      return `/journal?trade=${encodeURIComponent(hit.id)}`;
    case 'day':
      return `/journal/days/${hit.date}${hit.accountId ? `?account=${encodeURIComponent(hit.accountId)}` : ''}`;
    case 'playbook':
      return `/playbooks#playbook-${hit.id}`;
    case 'tag':
      return '/playbooks';
  }
}

/** The groups the results are shown in, in the server's order. */
export const KIND_LABELS: Record<SearchHitKind, string> = {
  playbook: 'Playbooks',
  tag: 'Tags',
  day: 'Days',
  trade: 'Trades',
};
