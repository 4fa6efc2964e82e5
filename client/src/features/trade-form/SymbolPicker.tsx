// Symbol picker (spec sections 2 and 5): the market's built-in catalogue, case-insensitive
// search capped at 50, favorites (★, localStorage favoriteSymbols) and A-Z sorting. State:
// use-symbol-picker.ts; the open panel: SymbolPickerPanel.tsx.
import { useId, useRef } from 'react';
import type { Market } from '../../__generated__/graphql';
import { SymbolPickerPanel } from './SymbolPickerPanel';
import { useSymbolPicker } from './use-symbol-picker';
import './symbol-picker.css';

interface Props {
  id?: string;
  market: Market | '';
  value: string;
  onChange(symbol: string): void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function SymbolPicker({ id, market, value, onChange, disabled, ...aria }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const picker = useSymbolPicker(market, onChange, { root, search, trigger });
  const panelId = useId();
  return (
    <div
      className="symbol-picker"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && picker.open) {
          e.stopPropagation();
          e.nativeEvent.stopImmediatePropagation();
          picker.close();
        }
      }}
    >
      <button
        ref={trigger}
        id={id}
        type="button"
        className="input symbol-picker__trigger"
        disabled={!market || disabled}
        aria-expanded={picker.open}
        aria-controls={panelId}
        onClick={picker.toggle}
        {...aria}
      >
        <span className={value ? 'num' : 'symbol-picker__placeholder'}>
          {value || (market ? 'Select symbol' : 'Select a market first')}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {picker.open && market && (
        <SymbolPickerPanel id={panelId} market={market} value={value} picker={picker} searchRef={search} />
      )}
    </div>
  );
}
