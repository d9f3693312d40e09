import { CHALLENGE_TOPICS, type ChallengeTopic } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import type { Challenge } from '../api/challenges-api';
import { useFindOpponent } from '../api/find-opponent';
import { challengeNotices } from '../../../lib/socket';
import { useSendChallenge } from '../api/challenge-actions';
import { topicName } from '../rules';

const PROBLEM_COUNTS = [3, 5, 10, 15, 20];
const TIME_LIMITS = [15, 30, 60, 120];

/** The send form: a username (or Find Opponent's pick), topic, problems, time limit and the wager. */
export function SendChallenge({ onSent }: { onSent: (c: Challenge) => void }) {
  const intl = useI18n('challenges');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const send = useSendChallenge();
  const [username, setUsername] = useState('');
  const [topic, setTopic] = useState<ChallengeTopic>(CHALLENGE_TOPICS[0]);
  const [problemCount, setProblemCount] = useState(5);
  const [timeLimit, setTimeLimit] = useState(30);
  const [wagerCoins, setWagerCoins] = useState('0');
  const [wagerGems, setWagerGems] = useState('0');
  const [sending, setSending] = useState(false);
  const [finding, setFinding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState('');
  const lookForOpponent = useFindOpponent();

  const whole = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN);

  async function findOpponent() {
    setFinding(true);
    setError(null);
    setFound('');
    try {
      const { opponent } = await lookForOpponent();
      if (opponent) {
        setUsername(opponent.username);
        setFound(t('challenges.send.found', { name: opponent.username, level: opponent.level }));
      } else setFound(t('challenges.send.nobody'));
    } catch (err) {
      console.error('Failed to find an opponent', err);
      setError(wordError(intl, errorFactsOf(err), 'challenges.send.findFailed'));
    } finally {
      setFinding(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const coins = whole(wagerCoins);
    const gems = whole(wagerGems);
    if (!username.trim()) return setError(t('challenges.send.needUsername'));
    if (Number.isNaN(coins) || Number.isNaN(gems)) return setError(t('challenges.send.wholeWagers'));
    setSending(true);
    setError(null);
    try {
      const c = await send.mutateAsync({ username: username.trim(), topic, problemCount, timeLimit, wagerCoins: coins, wagerGems: gems });
      challengeNotices.sent(c.opponentId, c.id);
      setUsername('');
      setFound('');
      onSent(c);
    } catch (err) {
      console.error('Failed to send the challenge', err);
      setError(wordError(intl, errorFactsOf(err), 'challenges.send.failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="panel challenge-send" aria-labelledby="send-title">
      <div className="challenge-send__head">
        <h2 id="send-title">{t('challenges.send.title')}</h2>
        <button type="button" className="btn btn--secondary" disabled={finding} onClick={() => void findOpponent()} data-testid="find-opponent">
          {finding ? t('challenges.send.finding') : t('challenges.send.find')}
        </button>
      </div>
      {found ? (
        <p className="muted" role="status" data-testid="found-opponent">
          {found}
        </p>
      ) : null}
      <form className="challenge-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor="challenge-username">{t('challenges.send.username')}</label>
        <input id="challenge-username" value={username} maxLength={20} autoComplete="off" onChange={(e) => setUsername(e.target.value)} />
        <label htmlFor="challenge-topic">{t('challenges.facts.topic')}</label>
        <select id="challenge-topic" value={topic} onChange={(e) => setTopic(e.target.value as ChallengeTopic)}>
          {CHALLENGE_TOPICS.map((t) => (
            <option key={t} value={t}>
              {topicName(intl, t)}
            </option>
          ))}
        </select>
        <label htmlFor="challenge-problems">{t('challenges.facts.problems')}</label>
        <select id="challenge-problems" value={problemCount} onChange={(e) => setProblemCount(Number(e.target.value))}>
          {PROBLEM_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <label htmlFor="challenge-time">{t('challenges.send.timeLimit')}</label>
        <select id="challenge-time" value={timeLimit} onChange={(e) => setTimeLimit(Number(e.target.value))}>
          {TIME_LIMITS.map((n) => (
            <option key={n} value={n}>
              {t('challenges.send.seconds', { count: n })}
            </option>
          ))}
        </select>
        <label htmlFor="challenge-coins">{t('challenges.send.wagerCoins')}</label>
        <input id="challenge-coins" inputMode="numeric" value={wagerCoins} onChange={(e) => setWagerCoins(e.target.value)} />
        <label htmlFor="challenge-gems">{t('challenges.send.wagerGems')}</label>
        <input id="challenge-gems" inputMode="numeric" value={wagerGems} onChange={(e) => setWagerGems(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={sending} data-testid="send-challenge">
          {sending ? t('challenges.send.sending') : t('challenges.send.submit')}
        </button>
      </form>
      {error ? (
        <p className="form-error" role="alert" data-testid="send-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
