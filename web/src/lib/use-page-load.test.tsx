// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageLoad } from './use-page-load';

function Probe({ load, onLoaded }: { load: () => Promise<string>; onLoaded: (v: string) => void }) {
  const { failed, retry } = usePageLoad(load, onLoaded, 'the probe');
  return (
    <div>
      <span data-testid="state">{failed ? 'failed' : 'ok'}</span>
      <button type="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

describe('usePageLoad', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('hands the loaded value over once', async () => {
    const onLoaded = vi.fn();
    render(<Probe load={() => Promise.resolve('data')} onLoaded={onLoaded} />);
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledWith('data'));
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('state').textContent).toBe('ok');
  });

  it('reports a failure, and a retry that succeeds clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('second');
    const onLoaded = vi.fn();
    render(<Probe load={load} onLoaded={onLoaded} />);
    await screen.findByText('failed');
    expect(onLoaded).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledWith('second'));
    expect(screen.getByTestId('state').textContent).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a result that arrives after the page has gone', async () => {
    let resolve!: (v: string) => void;
    const onLoaded = vi.fn();
    const { unmount } = render(<Probe load={() => new Promise<string>((r) => (resolve = r))} onLoaded={onLoaded} />);
    unmount();
    resolve('late');
    await new Promise((r) => setTimeout(r, 0));
    expect(onLoaded).not.toHaveBeenCalled();
  });
});
