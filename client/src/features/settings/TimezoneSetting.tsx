// The user's IANA time zone (server-side): every day, weekday, hour and month is bucketed in it.
import { useId, useMemo, useState } from 'react';
import { useSettingsViewerQuery } from '../../__generated__/hooks';
import { useNotify } from '../../components/Notifications';
import { useUpdateTimezone } from './use-settings-mutations';

function listTimeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(['UTC', ...zones, current]);
  return [...all].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

export function TimezoneSetting() {
  const id = useId();
  const notify = useNotify();
  const { data, dataState } = useSettingsViewerQuery();
  const saved = dataState === 'complete' ? (data.me?.timezone ?? 'UTC') : null;
  // The saved zone until the trader picks another.
  const [picked, setZone] = useState<string | null>(null);
  const zone = picked ?? saved;
  const zones = useMemo(() => listTimeZones(zone ?? saved ?? 'UTC'), [zone, saved]);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [updateTimezone, { loading }] = useUpdateTimezone();

  const onSave = async () => {
    if (!zone) return;
    try {
      await updateTimezone(zone);
      notify(`Time zone set to ${zone}`, 'success');
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'Failed to update time zone', 'error');
    }
  };

  return (
    <form
      className="st-card st-timezone"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      <div className="st-field st-timezone__field">
        <label htmlFor={`${id}-zone`}>Time zone</label>
        <select
          className="select"
          id={`${id}-zone`}
          value={zone ?? ''}
          disabled={!zone}
          onChange={(e) => setZone(e.target.value)}
        >
          {!zone && <option value="">Loading...</option>}
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </div>
      <p className="st-muted st-timezone__hint">
        Days, weekdays, hours and months in every figure use this zone, and so do the times you see and type in the
        trade form, whatever zone your browser is in.
      </p>
      <div className="st-timezone__actions">
        {browserZone && browserZone !== zone && (
          <button type="button" className="btn btn--ghost" onClick={() => setZone(browserZone)}>
            Use browser zone ({browserZone})
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={!zone || zone === saved || loading}>
          {loading ? 'Saving...' : 'Save time zone'}
        </button>
      </div>
    </form>
  );
}
