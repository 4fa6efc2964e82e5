import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateTimeField } from '../DateTimePicker';
import {
  applyDayPreset,
  formatLocalIso,
  localIsoToInstant,
  monthGrid,
  parseLocalIso,
  stepHour,
  stepMinute,
} from '../date-time-math';

const at = (iso: string) => parseLocalIso(iso)!;

describe('date-time math', () => {
  it('formats ISO strings without seconds and parses them back', () => {
    expect(formatLocalIso({ year: 2026, month: 0, day: 5, hour: 7, minute: 5 })).toBe('2026-01-05T07:05');
    expect(parseLocalIso('2026-01-05T07:05')).toEqual({ year: 2026, month: 0, day: 5, hour: 7, minute: 5 });
    expect(parseLocalIso('')).toBeNull();
    expect(localIsoToInstant('2026-01-05T07:05')).toBe(new Date(2026, 0, 5, 7, 5).toISOString());
  });

  it('steps hours by 1 and minutes by 15, wrapping around', () => {
    expect(stepHour(at('2026-01-05T23:00'), 1).hour).toBe(0);
    expect(stepHour(at('2026-01-05T00:00'), -1).hour).toBe(23);
    expect(stepMinute(at('2026-01-05T10:45'), 1).minute).toBe(0);
    expect(stepMinute(at('2026-01-05T10:00'), -1).minute).toBe(45);
    expect(stepMinute(at('2026-01-05T10:15'), 1).minute).toBe(30);
  });

  it('presets move the day (Today, Yesterday, 7 days earlier) and keep the time', () => {
    const now = new Date(2026, 2, 3, 12, 0);
    const base = at('2025-12-24T09:15');
    expect(formatLocalIso(applyDayPreset(base, 'Today', now))).toBe('2026-03-03T09:15');
    expect(formatLocalIso(applyDayPreset(base, 'Yesterday', now))).toBe('2026-03-02T09:15');
    expect(formatLocalIso(applyDayPreset(base, 'Week Ago', now))).toBe('2026-02-24T09:15');
  });

  it('builds Sunday-first month weeks', () => {
    const feb2026 = monthGrid(2026, 1); // Feb 1, 2026 is a Sunday; 28 days
    expect(feb2026).toHaveLength(4);
    expect(feb2026[0][0]).toBe(1);
    const mar2026 = monthGrid(2026, 2); // Mar 1, 2026 is a Sunday; 31 days
    expect(mar2026[4].filter(Boolean)).toEqual([29, 30, 31]);
  });
});

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField title="Entry date" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('DateTimeField', () => {
  it('applies a day from the calendar with stepped hour and minutes', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-05T23:45" />);
    await user.click(screen.getByRole('button', { name: /2026-03-05 23:45/ }));
    expect(screen.getByRole('dialog', { name: 'Entry date' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '10 March 2026' }));
    await user.click(screen.getByRole('button', { name: 'Next hour' }));
    await user.click(screen.getByRole('button', { name: 'Next minutes' }));
    expect(screen.getByTestId('dtp-preview')).toHaveTextContent('00:00');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-10T00:00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel and Escape keep the old value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-05T10:00" />);
    await user.click(screen.getByRole('button', { name: /2026-03-05 10:00/ }));
    await user.click(screen.getByRole('button', { name: 'Previous hour' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-05T10:00');
    await user.click(screen.getByRole('button', { name: /2026-03-05 10:00/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Now picks the current date and time; presets pick a day', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2020-01-01T00:00" />);
    await user.click(screen.getByRole('button', { name: /2020-01-01 00:00/ }));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const y = new Date();
    y.setDate(y.getDate() - 1);
    expect(screen.getByTestId('value').textContent).toBe(
      formatLocalIso({ year: y.getFullYear(), month: y.getMonth(), day: y.getDate(), hour: 0, minute: 0 }),
    );
    await user.click(screen.getByRole('button', { name: /Select|\d{4}-/ }));
    await user.click(screen.getByRole('button', { name: 'Now' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('value').textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(Math.abs(new Date(screen.getByTestId('value').textContent!).getTime() - Date.now())).toBeLessThan(120_000);
  });
});

describe('typed date and time (issue 12 item 4)', () => {
  it('reaches any minute from the keyboard, validates, and keeps the steppers in step', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-05T10:16" />);
    await user.click(screen.getByRole('button', { name: /2026-03-05 10:16/ }));
    const time = screen.getByLabelText('Time (HH:MM)');
    const date = screen.getByLabelText('Date (YYYY-MM-DD)');
    await user.clear(time);
    await user.type(time, '25:00');
    expect(screen.getByText('Enter a time as HH:MM, 00:00 to 23:59')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(time);
    await user.type(time, '09:35');
    await user.clear(date);
    await user.type(date, '2026-02-30');
    expect(screen.getByText('Enter a real date as YYYY-MM-DD')).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '2026-02-27');
    expect(screen.getByTestId('dtp-preview')).toHaveTextContent('09:35');
    await user.click(screen.getByRole('button', { name: 'Next minutes' }));
    expect(time).toHaveValue('09:50');
    await user.click(screen.getByRole('button', { name: 'Previous minutes' }));
    await user.type(time, '{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-02-27T09:35');
  });
});
