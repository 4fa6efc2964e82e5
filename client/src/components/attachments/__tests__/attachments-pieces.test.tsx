// The screenshots' small rules: which paste uploads, whose paste it is, the server's refusal as
// words, and the authorised image shown from a blob URL that is revoked when it leaves.
import { render, screen, waitFor } from '@testing-library/react';
import { refusalMessage } from '../attachment-upload';
import { pastedFiles, pasteIsFor } from '../pasted-files';
import { useAttachmentImage } from '../use-attachment-image';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
const clipboard = (files: File[], types: string[]) => ({ files, types }) as unknown as DataTransfer;

describe('pastedFiles', () => {
  it('takes the image a screenshot tool put on the clipboard, wherever it is pasted', () => {
    const textarea = document.createElement('textarea');
    expect(pastedFiles(clipboard([png], ['Files']), textarea)).toEqual([png]);
    expect(pastedFiles(clipboard([png], ['Files']), document.body)).toEqual([png]);
  });

  it('leaves text with a picture of it (a spreadsheet copy) to the text field it is pasted in', () => {
    const textarea = document.createElement('textarea');
    expect(pastedFiles(clipboard([png], ['text/plain', 'Files']), textarea)).toEqual([]);
    expect(pastedFiles(clipboard([png], ['text/plain', 'Files']), document.body)).toEqual([png]);
    expect(pastedFiles(clipboard([], ['text/plain']), document.body)).toEqual([]);
    expect(pastedFiles(null, document.body)).toEqual([]);
  });
});

describe('pasteIsFor', () => {
  it('is the scope’s paste inside it or on the bare page, never inside an open dialog', () => {
    const scope = document.createElement('div');
    const inside = scope.appendChild(document.createElement('textarea'));
    const dialog = document.createElement('div');
    dialog.setAttribute('data-modal-panel', '');
    const inDialog = dialog.appendChild(document.createElement('textarea'));
    const elsewhere = document.createElement('input');
    document.body.append(scope, dialog, elsewhere);
    expect(pasteIsFor(scope, inside)).toBe(true);
    expect(pasteIsFor(scope, document.body)).toBe(true);
    expect(pasteIsFor(scope, elsewhere)).toBe(false);
    expect(pasteIsFor(scope, inDialog)).toBe(false);
    expect(pasteIsFor(null, elsewhere)).toBe(true);
    expect(pasteIsFor(null, inDialog)).toBe(false);
    document.body.replaceChildren();
  });
});

describe('refusalMessage', () => {
  it('says what the server said: the field error first, then the detail', () => {
    expect(
      refusalMessage(422, { detail: 'Invalid input', errors: { file: 'Only PNG, JPEG and WebP images are accepted' } }),
    ).toBe('Only PNG, JPEG and WebP images are accepted');
    expect(refusalMessage(413, { detail: 'The file is larger than 10 MB' })).toBe('The file is larger than 10 MB');
    expect(refusalMessage(502, null)).toBe('The upload failed (HTTP 502).');
    expect(refusalMessage(0, null)).toMatch(/could not be reached/);
  });
});

describe('useAttachmentImage', () => {
  const realFetch = global.fetch;
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    sessionStorage.setItem('token', 'session-token');
    let n = 0;
    URL.createObjectURL = () => {
      const url = `blob:test/${++n}`;
      created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    global.fetch = realFetch;
    sessionStorage.clear();
    created.length = 0;
    revoked.length = 0;
  });

  function Shot({ url }: { url: string }) {
    const { src, failed } = useAttachmentImage(url);
    if (failed) return <p>failed</p>;
    return src ? <img alt="shot" src={src} /> : <p>loading</p>;
  }

  it('fetches with the bearer token, shows a blob URL and revokes it on unmount', async () => {
    const calls: { url: string; auth: string | undefined }[] = [];
    global.fetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, auth: (init?.headers as Record<string, string>).Authorization });
      return { ok: true, status: 200, blob: async () => new Blob(['x'], { type: 'image/webp' }) };
    }) as unknown as typeof fetch;
    const view = render(<Shot url="/api/attachments/a1/thumbnail" />);
    const img = await screen.findByRole('img', { name: 'shot' });
    expect(img.getAttribute('src')).toBe('blob:test/1');
    expect(calls).toEqual([{ url: '/api/attachments/a1/thumbnail', auth: 'Bearer session-token' }]);
    view.unmount();
    expect(revoked).toEqual(['blob:test/1']);
  });

  it('says so when the server refuses the image (another user’s id answers 404)', async () => {
    global.fetch = (async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    render(<Shot url="/api/attachments/other" />);
    await waitFor(() => expect(screen.getByText('failed')).toBeTruthy());
    expect(created).toEqual([]);
  });
});
