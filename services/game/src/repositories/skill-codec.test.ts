import { adaptive } from '@mathquest/maths';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { decodeSkills, encodeSkills, packHistoryEntry, unpackHistoryEntry } from './skill-codec.js';

describe('skill state storage codec', () => {
  it('packs a history entry into a short string and back, exactly', () => {
    const entry = { difficulty: 4 as const, correct: true, hintsUsed: 2, activeSeconds: 37, at: 1_795_000_123_456 };
    const packed = packHistoryEntry(entry);
    expect(packed).toBe(`412 37 ${(1_795_000_123_456).toString(36)}`);
    expect(unpackHistoryEntry(packed)).toEqual(entry);
    expect(unpackHistoryEntry(packHistoryEntry({ ...entry, correct: false, hintsUsed: 0, difficulty: 1, activeSeconds: 0 }))).toEqual({ ...entry, correct: false, hintsUsed: 0, difficulty: 1, activeSeconds: 0 });
  });

  it('round-trips whole skill states and still reads entries stored as objects', () => {
    let state = adaptive.newSkillState('g6.rp.ratio-language', -0.5);
    for (let i = 0; i < 12; i++) {
      state = adaptive.updateRating(state, { difficulty: ((i % 5) + 1) as 1 | 2 | 3 | 4 | 5, s: i % 3 ? 1 : 0, correct: i % 3 !== 0, hintsUsed: i % 4, activeSeconds: 10 + i, at: 1_795_000_000_000 + i * 60_000, formatWeight: 1 }).state;
    }
    const stored = encodeSkills([state]);
    expect(stored[0]!.history.every((h) => typeof h === 'string')).toBe(true);
    expect(decodeSkills(stored)).toEqual([state]);
    expect(decodeSkills([{ ...state }])).toEqual([state]); // written before the codec existed
    expect(decodeSkills(undefined)).toEqual([]);
  });

  it('makes the stored history several times smaller', () => {
    const { BSON } = mongoose.mongo;
    const history = Array.from({ length: 10 }, (_, i) => ({ difficulty: 3 as const, correct: i % 2 === 0, hintsUsed: 1, activeSeconds: 25, at: 1_795_000_000_000 + i }));
    const plain = BSON.calculateObjectSize({ history });
    const packed = BSON.calculateObjectSize({ history: history.map(packHistoryEntry) });
    expect(packed * 2.5).toBeLessThan(plain);
  });
});
