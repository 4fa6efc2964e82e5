import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Market } from '../../../__generated__/graphql';
import { SYMBOL_CATALOGUE } from '../../../lib/symbols/catalogue';
import { SymbolPicker } from '../SymbolPicker';

function Harness({ market }: { market: Market }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="sym">Symbol</label>
      <SymbolPicker id="sym" market={market} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const options = () => within(screen.getByRole('list', { name: /symbols/ })).getAllByRole('listitem');

beforeEach(() => localStorage.clear());

describe('SymbolPicker', () => {
  it('lists the market A-Z and picks a symbol', async () => {
    const user = userEvent.setup();
    render(<Harness market="crypto" />);
    await user.click(screen.getByLabelText('Symbol'));
    const names = options().map((li) => within(li).getAllByRole('button')[0].textContent!);
    expect(names).toHaveLength(SYMBOL_CATALOGUE.crypto.length);
    expect(names).toEqual([...names].sort());
    await user.click(screen.getByRole('button', { name: names[0] }));
    expect(screen.getByTestId('value')).toHaveTextContent(names[0]);
  });

  it('searches case-insensitively and caps the results at 50', async () => {
    const user = userEvent.setup();
    render(<Harness market="forex" />);
    await user.click(screen.getByLabelText('Symbol'));
    await user.type(screen.getByLabelText('Search symbols'), 'u');
    const matches = SYMBOL_CATALOGUE.forex.filter((s) => s.includes('U'));
    expect(matches.length).toBeGreaterThan(50); // the cap must actually bite
    expect(options()).toHaveLength(50);
    for (const li of options()) expect(li.textContent).toContain('U');
    await user.clear(screen.getByLabelText('Search symbols'));
    await user.type(screen.getByLabelText('Search symbols'), 'eurus');
    expect(options().map((li) => li.textContent!.replace(/[★☆]/, ''))).toContain('EURUSD');
  });

  it('shows the favorites empty state, stars a symbol into localStorage and lists only favorites', async () => {
    const user = userEvent.setup();
    render(<Harness market="forex" />);
    await user.click(screen.getByLabelText('Symbol'));
    await user.click(screen.getByRole('button', { name: '★ Favorites' }));
    expect(screen.getByText('No favorites yet')).toBeInTheDocument();
    expect(screen.getByText('Click the ★ to add favorites')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'A-Z' }));
    await user.click(screen.getByRole('button', { name: 'Add GBPUSD to favorites' }));
    expect(JSON.parse(localStorage.getItem('favoriteSymbols')!)).toEqual(['GBPUSD']);
    await user.click(screen.getByRole('button', { name: '★ Favorites' }));
    expect(options()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove GBPUSD from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is disabled until a market is chosen and closes on Escape', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SymbolPicker id="s" market="" value="" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Select a market first' })).toBeDisabled();
    rerender(<Harness market="stocks" />);
    await user.click(screen.getByLabelText('Symbol'));
    expect(screen.getByLabelText('Search symbols')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Search symbols')).not.toBeInTheDocument();
  });
});
