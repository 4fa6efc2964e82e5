// The screenshots' thumbnails in a row: each opens the lightbox, each has its delete button.
import type { AttachmentStrip_AttachmentFragment } from '../../__generated__/graphql';
import { useAttachmentImage } from './use-attachment-image';

export function AttachmentStrip({
  attachments,
  deleting,
  onOpen,
  onDelete,
}: {
  attachments: AttachmentStrip_AttachmentFragment[];
  deleting: boolean;
  onOpen(index: number): void;
  onDelete(attachment: AttachmentStrip_AttachmentFragment): void;
}) {
  return (
    <ul className="att-strip" aria-label="Screenshots">
      {attachments.map((a, i) => (
        <li key={a.id} className="att-strip__item">
          <button
            type="button"
            className="att-thumb"
            aria-label={`Open screenshot ${i + 1} of ${attachments.length}`}
            onClick={() => onOpen(i)}
          >
            <Thumbnail url={a.thumbnailUrl} alt={`Screenshot ${i + 1}`} />
          </button>
          <button
            type="button"
            className="att-thumb__delete"
            aria-label={`Delete screenshot ${i + 1}`}
            title="Delete"
            disabled={deleting}
            onClick={() => onDelete(a)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const { src, failed } = useAttachmentImage(url);
  if (src) return <img className="att-thumb__img" src={src} alt={alt} />;
  return (
    <span className="att-thumb__placeholder" role="img" aria-label={failed ? `${alt} could not be loaded` : alt}>
      {failed ? '!' : ''}
    </span>
  );
}
