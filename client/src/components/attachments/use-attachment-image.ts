// An attachment's image as a blob: URL. The server answers /api/attachments/{id} only to its
// owner's bearer header (no cookie, no token in the URL, so no guessable or shareable address), and
// an <img src> cannot send that header: the bytes are fetched with it and shown from memory. The
// blob URL is revoked when the image is no longer shown (unmount or another URL).
import { useEffect, useState } from 'react';
import { readToken } from '../../session/token-store';
import { handleUnauthenticated } from '../../session/unauthenticated';

type State = { url: string; src: string } | { url: string; failed: true };

export function useAttachmentImage(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = readToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401 && token) handleUnauthenticated();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url, src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  // A state left from the previous URL is not this image's.
  if (!url || state?.url !== url) return { src: null, failed: false };
  return 'src' in state ? { src: state.src, failed: false } : { src: null, failed: true };
}
