// What the live widgets (open positions, plan, alerts) show when their shared query failed,
// instead of a skeleton that never resolves; the page offers Retry above them.
export function LiveUnavailable() {
  return <p className="empty-state">Not available: the live figures did not load.</p>;
}
