import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { useUrlParams } from './use-url-params';

const setting = (key: string, value: string) => (latest: URLSearchParams) => {
  const next = new URLSearchParams(latest);
  next.set(key, value);
  return next;
};

function TwoQuickChanges() {
  const [params, update] = useUrlParams();
  // Both changes run before the page re-renders, as two quick selections can on a busy machine.
  const both = () => {
    update(setting('market', 'forex'));
    update(setting('result', 'win'));
  };
  return (
    <>
      <output data-testid="params">{params.toString()}</output>
      <button type="button" onClick={both}>
        Apply both
      </button>
    </>
  );
}

it('keeps both of two changes made before the page re-renders, and keeps unrelated params', async () => {
  window.history.replaceState(null, '', '/trades?sort=pnl');
  render(
    <BrowserRouter>
      <TwoQuickChanges />
    </BrowserRouter>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Apply both' }));
  expect(await screen.findByText('sort=pnl&market=forex&result=win')).toBeInTheDocument();
  expect(window.location.search).toBe('?sort=pnl&market=forex&result=win');
});
