import { describe, expect, it } from 'vitest';
import { PRACTICE_LOG_DAYS, PRACTICE_LOG_SESSIONS, secondsOver, topicsOver, withLoggedAnswer, type LoggedAnswer, type PracticeLog } from './practice-log.js';

const answer = (over: Partial<LoggedAnswer> = {}): LoggedAnswer => ({ today: '2026-03-10', topic: 'Fractions', sessionId: 's1', isCorrect: true, seconds: 20, xp: 10, ...over });

function logOf(...answers: LoggedAnswer[]): PracticeLog {
  return answers.reduce<PracticeLog | undefined>((log, a) => withLoggedAnswer(log, a), undefined) ?? { days: [], sessions: [] };
}

describe('practice log', () => {
  it('adds answers of one day by topic', () => {
    const log = logOf(answer(), answer({ isCorrect: false, seconds: 5 }), answer({ topic: 'Decimals', seconds: 7 }));
    expect(log.days).toEqual([
      {
        day: '2026-03-10',
        topics: [
          { topic: 'Fractions', attempted: 2, correct: 1, seconds: 25 },
          { topic: 'Decimals', attempted: 1, correct: 1, seconds: 7 },
        ],
      },
    ]);
  });

  it('starts a new day when the local day rolls over, and keeps days in calendar order', () => {
    const log = logOf(answer({ today: '2026-03-10' }), answer({ today: '2026-03-11' }), answer({ today: '2026-03-09' }));
    expect(log.days.map((d) => d.day)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11']);
  });

  it('keeps only the last 30 days', () => {
    const log = logOf(answer({ today: '2026-01-01' }), answer({ today: '2026-01-30' }), answer({ today: '2026-01-31' }));
    expect(log.days.map((d) => d.day)).toEqual(['2026-01-30', '2026-01-31']);
    const many = logOf(...Array.from({ length: 40 }, (_, i) => answer({ today: `2026-02-${String((i % 28) + 1).padStart(2, '0')}` })), answer({ today: '2026-03-05' }));
    expect(many.days.length).toBeLessThanOrEqual(PRACTICE_LOG_DAYS);
    expect(many.days[0]?.day).toBe('2026-02-04');
  });

  it('totals sessions, newest last, bounded', () => {
    const log = logOf(answer({ sessionId: 'a', xp: 10 }), answer({ sessionId: 'b', isCorrect: false, xp: 0 }), answer({ sessionId: 'a', xp: 12 }));
    expect(log.sessions).toEqual([
      { id: 'b', answered: 1, correct: 0, xp: 0 },
      { id: 'a', answered: 2, correct: 2, xp: 22 },
    ]);
    const many = logOf(...Array.from({ length: PRACTICE_LOG_SESSIONS + 3 }, (_, i) => answer({ sessionId: `s${i}` })));
    expect(many.sessions).toHaveLength(PRACTICE_LOG_SESSIONS);
    expect(many.sessions[0]?.id).toBe('s3');
  });

  it('reports topics and time over 7 and 30 days ending with today', () => {
    const log = logOf(
      answer({ today: '2026-03-01', topic: 'Decimals', isCorrect: false, seconds: 100 }),
      answer({ today: '2026-03-03', topic: 'Fractions', seconds: 30 }),
      answer({ today: '2026-03-10', topic: 'Fractions', isCorrect: false, seconds: 10 }),
      answer({ today: '2026-03-10', topic: 'Fractions', seconds: 10 }),
    );
    // 03-03 is the eighth day back: outside the 7 days.
    expect(topicsOver(log, '2026-03-10', 7)).toEqual([{ topic: 'Fractions', attempted: 2, correct: 1, accuracy: 50 }]);
    expect(topicsOver(log, '2026-03-09', 7)).toEqual([{ topic: 'Fractions', attempted: 1, correct: 1, accuracy: 100 }]);
    expect(topicsOver(log, '2026-03-10', 30)).toEqual([
      { topic: 'Decimals', attempted: 1, correct: 0, accuracy: 0 },
      { topic: 'Fractions', attempted: 3, correct: 2, accuracy: 66.7 },
    ]);
    expect(secondsOver(log, '2026-03-10', 7)).toBe(20);
    expect(secondsOver(log, '2026-03-10', 30)).toBe(150);
    // Read weeks later: nothing is within the windows any more.
    expect(topicsOver(log, '2026-05-01', 30)).toEqual([]);
    expect(secondsOver(log, '2026-05-01', 7)).toBe(0);
    expect(topicsOver(undefined, '2026-03-10', 7)).toEqual([]);
  });
});
