// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Thrower({ message = 'Kaboom' }: { message?: string }): never {
  throw new Error(message);
}

/** Throws until told to stop, so a reset can be shown rendering the children again. */
function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new Error('Widget broke');
  return <p>widget ok</p>;
}

/** A page whose render throws, inside the app's boundary. */
const renderBroken = () =>
  render(
    <ErrorBoundary>
      <Thrower />
    </ErrorBoundary>,
  );

describe('error screen', () => {
  const assign = vi.fn();
  const reload = vi.fn();

  beforeEach(() => {
    assign.mockClear();
    reload.mockClear();
    // jsdom cannot navigate; a stand-in location records where the buttons send the browser.
    vi.stubGlobal('location', { ...window.location, pathname: '/solo', assign, reload });
    // React and the boundary both log the caught error; keep the output clean but observable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'Oops! Something went wrong' with the error's message instead of the broken screen, and logs it", () => {
    renderBroken();
    const screenEl = screen.getByTestId('error-screen');
    expect(screenEl.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screenEl.textContent).toContain('Kaboom');
    expect(console.error).toHaveBeenCalledWith('Unhandled render error', expect.any(Error), expect.anything());
  });

  it('renders the children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>all good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeTruthy();
    expect(screen.queryByTestId('error-screen')).toBeNull();
  });

  it("'Return to Dashboard' loads / (a full page load, leaving the broken state behind)", async () => {
    renderBroken();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(assign).toHaveBeenCalledWith('/');
    expect(reload).not.toHaveBeenCalled();
  });

  it("'Reload Page' reloads the current page", async () => {
    renderBroken();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('both ways out work from the keyboard', async () => {
    renderBroken();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Return to Dashboard' }));
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reload Page' }));
    await user.keyboard(' ');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a widget-level fallback replaces the full screen and its reset renders the children again', async () => {
    function Harness() {
      const [broken, setBroken] = useState(true);
      return (
        <ErrorBoundary
          fallback={(error, reset) => (
            <button
              type="button"
              onClick={() => {
                setBroken(false);
                reset();
              }}
            >
              Retry after {error.message}
            </button>
          )}
        >
          <Flaky broken={broken} />
        </ErrorBoundary>
      );
    }
    render(<Harness />);
    expect(screen.queryByTestId('error-screen')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry after Widget broke' }));
    expect(screen.getByText('widget ok')).toBeTruthy();
  });
});
