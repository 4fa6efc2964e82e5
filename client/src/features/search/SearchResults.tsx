import { Link } from 'react-router-dom';
import type { SearchHitKind, SearchResults_HitFragment } from '../../__generated__/graphql';
import { hitPath, KIND_LABELS } from './search-links';
import { snippetParts } from './snippet-parts';

/** A snippet as text nodes, each match in a <mark> (never HTML: the snippet is the trader's own text). */
export function Snippet({ snippet }: { snippet: string }) {
  return (
    <span className="sr-snippet">
      {snippetParts(snippet).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
}

/** Consecutive hits of one kind (the server orders them by kind first, then by day). */
function groupsOf(hits: readonly SearchResults_HitFragment[]) {
  const groups: { kind: SearchHitKind; hits: SearchResults_HitFragment[] }[] = [];
  for (const hit of hits) {
    const last = groups[groups.length - 1];
    if (last && last.kind === hit.kind) last.hits.push(hit);
    else groups.push({ kind: hit.kind, hits: [hit] });
  }
  return groups;
}

/** A trade's line reads "EURUSD · 2024-03-01"; a day's "2024-03-01"; a name is its own title. */
function titleOf(hit: SearchResults_HitFragment): string {
  return hit.kind === 'trade' && hit.date ? `${hit.title} · ${hit.date}` : hit.title;
}

export function SearchResults({ hits, onOpen }: { hits: readonly SearchResults_HitFragment[]; onOpen(): void }) {
  return (
    <div className="sr-results">
      {groupsOf(hits).map((group, g) => (
        <section key={`${group.kind}-${g}`} className="sr-group" aria-label={KIND_LABELS[group.kind]}>
          <h3 className="sr-group__title">{KIND_LABELS[group.kind]}</h3>
          <ul className="sr-list">
            {group.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`}>
                <Link className="sr-hit" to={hitPath(hit)} onClick={onOpen} data-kind={hit.kind}>
                  <span className="sr-hit__title">{titleOf(hit)}</span>
                  <Snippet snippet={hit.snippet} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
