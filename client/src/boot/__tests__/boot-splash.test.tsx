// The document's splash (index.html #boot) stays up until the app shows text, then goes; the
// React loading screen draws nothing over it while it is up and takes its place after.
import { act, render, screen } from '@testing-library/react';
import { removeSplashOnContent, useBootSplashShown } from '../boot-splash';
import { BootScreen } from '../../components/BootScreen';

/** As app/App.tsx draws it: the splash state read here, handed to the component as a prop. */
function Starting() {
  return <BootScreen splashShown={useBootSplashShown()} />;
}

describe('boot splash', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"></div><div id="boot" class="boot" role="status"><p>Loading your journal…</p></div>';
  });

  it('stays while the app renders no text, goes when it shows some', async () => {
    const root = document.getElementById('root')!;
    removeSplashOnContent(root);
    const { rerender } = render(<Starting />, { container: root });
    await act(async () => undefined);
    // Only the document's copy: the React one renders nothing over it.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(document.getElementById('boot')).not.toBeNull();

    rerender(<p>Sign in</p>);
    await act(async () => undefined);
    expect(document.getElementById('boot')).toBeNull();
    expect(screen.getByText('Sign in')).toBeInTheDocument();
  });

  it('the app draws the loading screen itself once the splash is gone', async () => {
    const root = document.getElementById('root')!;
    removeSplashOnContent(root);
    const { rerender } = render(<p>Connection lost — retrying…</p>, { container: root });
    await act(async () => undefined);
    expect(document.getElementById('boot')).toBeNull();
    rerender(
      <>
        <p>Connection lost — retrying…</p>
        <Starting />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Candlog.*Loading your journal/s);
  });
});
