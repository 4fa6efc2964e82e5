// A vertical WAI-ARIA tab list: arrow keys move between tabs, Home/End jump, focus follows.
import { useRef, type KeyboardEvent } from 'react';

export interface SettingsTab<K extends string> {
  key: K;
  label: string;
}

interface SettingsTabsProps<K extends string> {
  tabs: readonly SettingsTab<K>[];
  active: K;
  idPrefix: string;
  onSelect(key: K): void;
}

export function SettingsTabs<K extends string>({ tabs, active, idPrefix, onSelect }: SettingsTabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    onSelect(tabs[next].key);
    refs.current[next]?.focus();
  };
  return (
    <div className="st-tabs" role="tablist" aria-orientation="vertical" aria-label="Settings sections">
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.key}`}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          aria-selected={tab.key === active}
          tabIndex={tab.key === active ? 0 : -1}
          className="st-tab"
          onClick={() => onSelect(tab.key)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
