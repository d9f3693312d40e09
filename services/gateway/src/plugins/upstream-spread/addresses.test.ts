import { describe, expect, it } from 'vitest';
import { UpstreamAddresses, type ResolvedAddress } from './addresses.js';

const v4 = (...ips: string[]): ResolvedAddress[] => ips.map((address) => ({ address, family: 4 }));

/** A resolver answering from `answers` in order (the last one repeated), counting its calls. */
function resolver(...answers: Array<ResolvedAddress[] | Error>) {
  const calls: string[] = [];
  let i = 0;
  const resolve = async (host: string) => {
    calls.push(host);
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { resolve, calls };
}

describe('UpstreamAddresses', () => {
  it('hands out every address in turn, in a stable (sorted) order whatever order the resolver gives', async () => {
    const { resolve } = resolver(v4('10.0.0.3', '10.0.0.1', '10.0.0.2', '10.0.0.1'));
    const book = new UpstreamAddresses('game', { resolve, refreshMs: 5000, now: () => 0 });
    expect(book.next()).toBeUndefined();
    await book.fresh();
    expect(Array.from({ length: 6 }, () => book.next()!.address)).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.1', '10.0.0.2', '10.0.0.3']);
  });

  it('resolves again once the list is refreshMs old, picking up a new address and dropping a gone one', async () => {
    let t = 0;
    const { resolve, calls } = resolver(v4('10.0.0.1'), v4('10.0.0.2', '10.0.0.3'));
    const book = new UpstreamAddresses('game', { resolve, refreshMs: 5000, now: () => t });
    await book.fresh();
    t = 4999;
    await book.fresh();
    expect(calls).toHaveLength(1);
    t = 5000;
    expect((await book.fresh()).map((a) => a.address)).toEqual(['10.0.0.2', '10.0.0.3']);
    expect(calls).toHaveLength(2);
    expect(book.has('10.0.0.1')).toBe(false);
  });

  it('keeps the last list when a later resolution fails, and rejects when there was none', async () => {
    let t = 0;
    const flaky = resolver(new Error('EAI_AGAIN'), v4('10.0.0.7'));
    const failing = new UpstreamAddresses('game', { resolve: flaky.resolve, refreshMs: 1000, now: () => t });
    await expect(failing.fresh()).rejects.toThrow('EAI_AGAIN');
    // Nothing known yet: the next caller asks again at once rather than after refreshMs.
    expect((await failing.fresh()).map((a) => a.address)).toEqual(['10.0.0.7']);
    expect(flaky.calls).toHaveLength(2);

    const book = new UpstreamAddresses('game', { resolve: resolver(v4('10.0.0.1'), new Error('EAI_AGAIN')).resolve, refreshMs: 1000, now: () => t });
    await book.fresh();
    t = 1000;
    expect((await book.fresh()).map((a) => a.address)).toEqual(['10.0.0.1']);
  });

  it('shares one resolution between concurrent callers', async () => {
    const { resolve, calls } = resolver(v4('10.0.0.1'));
    const book = new UpstreamAddresses('game', { resolve, refreshMs: 1000, now: () => 0 });
    await Promise.all([book.fresh(), book.fresh(), book.fresh()]);
    expect(calls).toHaveLength(1);
  });

  it('passes over an address that refused, until refreshMs later; with every address refused, tries them all', async () => {
    let t = 0;
    const book = new UpstreamAddresses('game', { resolve: resolver(v4('10.0.0.1', '10.0.0.2')).resolve, refreshMs: 1000, now: () => t });
    await book.fresh();
    book.refused('10.0.0.1');
    expect([book.next()!.address, book.next()!.address, book.next()!.address]).toEqual(['10.0.0.2', '10.0.0.2', '10.0.0.2']);
    expect(book.ordered(undefined).map((a) => a.address)).toEqual(['10.0.0.2', '10.0.0.1']);
    book.refused('10.0.0.2');
    expect(new Set([book.next()!.address, book.next()!.address])).toEqual(new Set(['10.0.0.1', '10.0.0.2']));
    t = 1000;
    expect(book.ordered('10.0.0.1').map((a) => a.address)).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('orders one connection preferred address first, then the others, the refused ones last', async () => {
    const book = new UpstreamAddresses('game', { resolve: resolver(v4('10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4')).resolve, refreshMs: 1000, now: () => 0 });
    await book.fresh();
    book.refused('10.0.0.4');
    expect(book.ordered('10.0.0.2').map((a) => a.address)).toEqual(['10.0.0.2', '10.0.0.3', '10.0.0.1', '10.0.0.4']);
    // A refused address asked for by name still comes first (its pool tries it, then falls through).
    expect(book.ordered('10.0.0.4').map((a) => a.address)).toEqual(['10.0.0.4', '10.0.0.1', '10.0.0.2', '10.0.0.3']);
    // An address no longer resolved is not tried.
    expect(book.ordered('10.0.0.9').map((a) => a.address)).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']);
  });

  it('never resolves an IP literal', async () => {
    const { resolve, calls } = resolver(v4('10.9.9.9'));
    const v4book = new UpstreamAddresses('127.0.0.1', { resolve, refreshMs: 1, now: () => 1e9 });
    const v6book = new UpstreamAddresses('[::1]', { resolve, refreshMs: 1, now: () => 1e9 });
    expect(await v4book.fresh()).toEqual([{ address: '127.0.0.1', family: 4 }]);
    expect(v6book.next()).toEqual({ address: '::1', family: 6 });
    expect(calls).toEqual([]);
  });
});
