// Markdown → safe HTML (issue 31): markdown-it with raw HTML off (a pasted <script> or <img
// onerror> stays text), then DOMPurify over the result as a second wall. Headings, lists,
// tables, links (opened in a new tab, no referrer) and "- [ ]" / "- [x]" task items.
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: true, breaks: true });

// "[ ] " / "[x] " at the start of a list item becomes a checkbox mark (a symbol, not an <input>:
// the sanitiser keeps no form controls).
const TASK = /<li>(<p>)?\[([ xX])\]\s?/g;

let hooked = false;
function hookLinks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

export function renderMarkdown(text: string): string {
  hookLinks();
  const html = md
    .render(text)
    .replace(
      TASK,
      (_m, p: string | undefined, mark: string) =>
        `<li class="md-task">${p ?? ''}<span class="md-check" role="img" aria-label="${mark === ' ' ? 'To do' : 'Done'}">${mark === ' ' ? '☐' : '☑'}</span> `,
    );
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      's',
      'code',
      'pre',
      'blockquote',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'span',
    ],
    ALLOWED_ATTR: ['href', 'title', 'class', 'role', 'aria-label', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
  });
}
