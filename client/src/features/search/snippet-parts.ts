/** The marks the server wraps each match in (ts_headline's StartSel / StopSel: private-use characters). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

export interface SnippetPart {
  text: string;
  match: boolean;
}

/**
 * A snippet cut into plain-text parts, each a match or not. The snippet is user text: it is only
 * ever rendered as text nodes (a match in a <mark>), never as HTML, so markup in a note stays text.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of snippet.split(MARK_START).entries()) {
    const end = piece.indexOf(MARK_END);
    // Before the first start mark, and any piece without an end mark, is plain text.
    if (i === 0 || end < 0) parts.push({ text: piece.replaceAll(MARK_END, ''), match: false });
    else {
      parts.push({ text: piece.slice(0, end), match: true });
      parts.push({ text: piece.slice(end + 1).replaceAll(MARK_END, ''), match: false });
    }
  }
  return parts.filter((p) => p.text !== '');
}
