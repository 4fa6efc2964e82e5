import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';
import './markdown.css';

/** Markdown rendered sanitised (render-markdown.ts); an empty text shows `empty`. */
export function MarkdownView({ text, empty = 'Nothing written yet.' }: { text: string; empty?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  if (!text.trim()) return <p className="md-empty">{empty}</p>;
  // The HTML comes from renderMarkdown only: raw HTML off in the parser, DOMPurify over its output.
  return <div className="md-view" dangerouslySetInnerHTML={{ __html: html }} />;
}
