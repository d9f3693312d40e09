import { describe, expect, it } from 'vitest';
import { bankIdPattern, isBankProblemId, parseBankId, unknownBankIds } from './bank-problems.js';

const skills = new Set(['g5.nf.add-unlike', 'g6.ns.gcf-lcm']);

describe('problem bank ids', () => {
  it('parse into skill, difficulty and seed', () => {
    expect(parseBankId('g6.ns.gcf-lcm/d3/s02')).toEqual({ skillId: 'g6.ns.gcf-lcm', difficulty: 3, seed: 's02' });
    expect(parseBankId('g6.ns.gcf-lcm/d6/s02')).toBeNull();
    expect(parseBankId('g6.ns.gcf-lcm/d3')).toBeNull();
  });

  it('are in the bank for a known skill, difficulty 1 to 5 and a seeded seed', () => {
    expect(isBankProblemId('g6.ns.gcf-lcm/d1/s01', skills, 4)).toBe(true);
    expect(isBankProblemId('g6.ns.gcf-lcm/d5/s04', skills, 4)).toBe(true);
    expect(isBankProblemId('g6.ns.gcf-lcm/d5/s05', skills, 4)).toBe(false);
    expect(isBankProblemId('g6.ns.gcf-lcm/d5/s00', skills, 4)).toBe(false);
    expect(isBankProblemId('g9.unknown/d1/s01', skills, 4)).toBe(false);
  });

  it('lists the unknown ones once', () => {
    expect(unknownBankIds(['g5.nf.add-unlike/d2/s01', 'nope', 'nope', 'g6.ns.gcf-lcm/d0/s01'], skills, 4)).toEqual(['nope', 'g6.ns.gcf-lcm/d0/s01']);
  });
});

describe('the pattern of the bank ids', () => {
  it('matches exactly the ids in the bank', () => {
    const pattern = bankIdPattern(skills, 4);
    for (const id of ['g6.ns.gcf-lcm/d1/s01', 'g5.nf.add-unlike/d5/s04']) expect(pattern.test(id)).toBe(true);
    for (const id of ['g6.ns.gcf-lcm/d1/s05', 'g6xns.gcf-lcm/d1/s01', 'g6.ns.gcf-lcm/d6/s01', 'g9.unknown/d1/s01', 'x g6.ns.gcf-lcm/d1/s01']) {
      expect(pattern.test(id), id).toBe(false);
      expect(isBankProblemId(id, skills, 4)).toBe(false);
    }
  });
});
