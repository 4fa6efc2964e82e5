// The Candlog wordmark: 'CAND' and 'LOG' in two tones, in the spec's four sizes.
import './wordmark.css';

export type WordmarkSize = 'small' | 'normal' | 'large' | 'xlarge';
export const BRAND_NAME = 'Candlog';

export function Wordmark({ size = 'normal', as: Tag = 'span' }: { size?: WordmarkSize; as?: 'span' | 'h1' }) {
  return (
    <Tag className={`wordmark wordmark--${size}`}>
      <span className="visually-hidden">{BRAND_NAME}</span>
      <span className="wordmark__cand" aria-hidden="true">
        CAND
      </span>
      <span className="wordmark__log" aria-hidden="true">
        LOG
      </span>
    </Tag>
  );
}
