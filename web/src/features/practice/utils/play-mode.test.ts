import { describe, expect, it } from 'vitest';
import { playModeOf } from './play-mode';

describe('playModeOf', () => {
  it('plays a class assignment with its id', () => {
    expect(playModeOf('?mode=assignment&assignmentId=a1')).toEqual({ mode: 'ASSIGNMENT', assignmentId: 'a1' });
  });

  it.each(['', '?mode=assignment', '?assignmentId=a1', '?mode=boss&battleId=b1'])('is solo practice for %j', (search) => {
    expect(playModeOf(search)).toEqual({ mode: 'SOLO_PRACTICE' });
  });
});
