import { describe, expect, it } from 'vitest';
import { LOST_AFTER_MS, PushLatencyTracker } from './push-latency.js';

/** A tracker on a clock the test moves (no sockets are opened). */
function tracker() {
  let t = 1_000;
  const clock = { set: (ms: number) => (t = ms) };
  const push = new PushLatencyTracker('http://unused', () => t);
  push.measureFrom = 0;
  return { push, clock };
}

describe('PushLatencyTracker', () => {
  it('measures from the submit sent and from its response to the first push item', async () => {
    const { push, clock } = tracker();
    clock.set(1_000);
    const answered = push.sent('s1');
    clock.set(1_030);
    answered();
    clock.set(1_045);
    push.received('s1', 'quest:progress');
    clock.set(1_046);
    push.received('s1', 'wallet:updated'); // same push: nothing left to resolve
    const r = await push.finish();
    expect(r).toMatchObject({ answers: 1, fromSend: [45], fromResponse: [15], lost: 0, firstItem: { 'quest:progress': 1 } });
  });

  it('keeps a push that beat the submit response (negative time from the response)', async () => {
    const { push, clock } = tracker();
    const answered = push.sent('s1');
    clock.set(1_020);
    push.received('s1', 'pet:updated');
    clock.set(1_050);
    answered();
    const r = await push.finish();
    expect(r.fromSend).toEqual([20]);
    expect(r.fromResponse).toEqual([-30]);
  });

  it('lets one push resolve every earlier answer of its student, and no other student', async () => {
    const { push, clock } = tracker();
    push.sent('s1')();
    clock.set(1_100);
    push.sent('s1')();
    push.sent('s2')();
    clock.set(1_200);
    push.received('s1', 'quest:progress');
    clock.set(1_300);
    push.received('s2', 'wallet:updated');
    const r = await push.finish();
    expect(r.fromSend).toEqual([100, 200, 200]);
    expect(r.lost).toBe(0);
  });

  it('counts an answer lost when its push came after the limit or never', async () => {
    const { push, clock } = tracker();
    push.sent('late')();
    push.sent('never')();
    clock.set(1_000 + LOST_AFTER_MS + 1);
    push.received('late', 'quest:progress');
    const r = await push.finish(); // 'never' is already older than the limit: no wait
    expect(r).toMatchObject({ answers: 2, fromSend: [], lost: 2 });
  });

  it('leaves out warm-up answers and failed submits', async () => {
    const { push, clock } = tracker();
    push.measureFrom = 2_000;
    push.sent('s1')(); // warm-up
    clock.set(2_000);
    push.sent('s2');
    push.failed('s2');
    clock.set(2_010);
    push.received('s1', 'quest:progress');
    push.received('s2', 'quest:progress');
    const r = await push.finish();
    expect(r).toMatchObject({ answers: 0, fromSend: [], lost: 0 });
  });
});
