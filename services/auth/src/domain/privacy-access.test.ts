import { describe, expect, it } from 'vitest';
import { mayActOnAccount } from './privacy-access.js';

const student = { id: 'stu', role: 'STUDENT' as const };

describe('who may export or erase an account', () => {
  it('admits the account itself, whatever its role', () => {
    expect(mayActOnAccount({ caller: { id: 'stu', role: 'STUDENT', childIds: [] }, account: student, rosterTeacherId: null })).toBe(true);
    expect(mayActOnAccount({ caller: { id: 'par', role: 'PARENT', childIds: [] }, account: { id: 'par', role: 'PARENT' }, rosterTeacherId: null })).toBe(true);
    expect(mayActOnAccount({ caller: { id: 'tea', role: 'TEACHER', childIds: [] }, account: { id: 'tea', role: 'TEACHER' }, rosterTeacherId: null })).toBe(true);
  });

  it('admits a parent for a linked child only', () => {
    expect(mayActOnAccount({ caller: { id: 'par', role: 'PARENT', childIds: ['stu'] }, account: student, rosterTeacherId: null })).toBe(true);
    expect(mayActOnAccount({ caller: { id: 'par', role: 'PARENT', childIds: ['other'] }, account: student, rosterTeacherId: null })).toBe(false);
  });

  it('admits a teacher for a student they created on a roster, not for another teacher’s nor for a student who joined by class code', () => {
    expect(mayActOnAccount({ caller: { id: 'tea', role: 'TEACHER', childIds: [] }, account: student, rosterTeacherId: 'tea' })).toBe(true);
    expect(mayActOnAccount({ caller: { id: 'tea', role: 'TEACHER', childIds: [] }, account: student, rosterTeacherId: 'other' })).toBe(false);
    expect(mayActOnAccount({ caller: { id: 'tea', role: 'TEACHER', childIds: [] }, account: student, rosterTeacherId: null })).toBe(false);
  });

  it('refuses a student acting on another student, and anyone acting on a parent or teacher account not their own', () => {
    expect(mayActOnAccount({ caller: { id: 'stu2', role: 'STUDENT', childIds: [] }, account: student, rosterTeacherId: null })).toBe(false);
    expect(mayActOnAccount({ caller: { id: 'par', role: 'PARENT', childIds: ['tea'] }, account: { id: 'tea', role: 'TEACHER' }, rosterTeacherId: null })).toBe(false);
    expect(mayActOnAccount({ caller: { id: 'tea', role: 'TEACHER', childIds: [] }, account: { id: 'par', role: 'PARENT' }, rosterTeacherId: 'tea' })).toBe(false);
  });
});
