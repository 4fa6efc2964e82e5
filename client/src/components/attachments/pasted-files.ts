// Which files a paste brings as screenshots. A screenshot tool or "Copy image" puts an image file
// on the clipboard; a spreadsheet or a word processor puts text *and* a picture of it. Pasted into
// a text field, the latter is meant as text: the field keeps it and nothing is uploaded.

/** Files the paste should upload (empty: let the browser paste as usual). */
export function pastedFiles(data: DataTransfer | null, target: EventTarget | null): File[] {
  if (!data) return [];
  const files = Array.from(data.files ?? []);
  if (files.length === 0) return [];
  if (isTextField(target) && data.types.includes('text/plain')) return [];
  return files;
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement || target.isContentEditable;
}

/**
 * Whether a paste at `target` is meant for the screenshots of `scope`: inside it, or where nothing
 * in particular has focus (the page's body). A paste inside an open dialog (the trade form's notes)
 * belongs to the dialog.
 */
export function pasteIsFor(scope: HTMLElement | null, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  if (target.closest('[data-modal-panel]')) return false;
  if (!scope) return true;
  return scope.contains(target) || target === document.body || target === document.documentElement;
}
