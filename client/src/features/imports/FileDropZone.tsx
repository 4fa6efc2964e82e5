// Drop a broker file or pick one: the whole zone is the file input's label, so a click, a tap or
// the keyboard opens the picker, and a dropped file takes the same path.
import { useId, useState, type DragEvent } from 'react';

export function FileDropZone({
  file,
  disabled,
  onFile,
}: {
  file: File | null;
  disabled: boolean;
  onFile(file: File): void;
}) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <div
      className={`im-drop${over ? ' im-drop--over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="import-drop-zone"
    >
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        accept=".csv,.txt,.xml,.ofx,.qfx,.tsv,text/csv,text/xml,application/xml"
        disabled={disabled}
        onChange={(e) => {
          const picked = e.target.files?.[0];
          if (picked) onFile(picked);
          e.target.value = '';
        }}
      />
      <label htmlFor={inputId} className="im-drop__label">
        <span className="im-drop__icon" aria-hidden="true">
          ⇪
        </span>
        <span className="im-drop__title">{file ? file.name : 'Drop a broker file here'}</span>
        <span className="im-muted">
          {file
            ? `${(file.size / 1024).toFixed(1)} KB · choose another file`
            : 'or click to choose one (CSV, XML, OFX/QFX, up to 50 MB)'}
        </span>
      </label>
    </div>
  );
}
