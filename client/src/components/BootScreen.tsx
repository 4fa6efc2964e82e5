// The loading state of the app's start (session check, the signed-in app's chunk): the same brand
// and bar as index.html's first paint (its inline CSS styles these classes), so a phone sees one
// loading screen from the document until the shell, not the brand, then a spinner, then the shell.
// While the document's own copy is still up (`splashShown`, which the app reads from
// boot/boot-splash.ts), nothing is drawn over it. The state comes in as a prop: components/ sits
// below boot/ and does not import it.
export function BootScreen({ splashShown }: { splashShown: boolean }) {
  if (splashShown) return null;
  return (
    <div className="boot" role="status" aria-live="polite">
      <p className="boot__brand">
        <span className="boot__vh">Candlog</span>
        <span aria-hidden="true">CAND</span>
        <span className="boot__log" aria-hidden="true">
          LOG
        </span>
      </p>
      <div className="boot__bar" aria-hidden="true" />
      <p className="boot__status">Loading your journal…</p>
    </div>
  );
}
