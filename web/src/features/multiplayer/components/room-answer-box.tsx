import { useI18n } from '../../../i18n/use-i18n';
import type { RoomAnswerResult, RoomView } from '@mathquest/contracts';
import { useState } from 'react';
import { MathText } from '../../../components/math/math-text';
import type { LiveRoom } from '../use-live-room';
import { roomErrorText } from '../room-error';

/** A round's answer form and what the server said of the answer. */
export function AnswerBox({ room, live, answered }: { room: RoomView; live: LiveRoom; answered: boolean }) {
  const [answer, setAnswer] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<RoomAnswerResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const problem = room.problem!;
  const intl = useI18n('multiplayer');
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const send = async (value: string) => {
    if (!value.trim() || sending) return;
    setSending(true);
    setError(null);
    const r = await live.call('room:answer', { roomCode: room.roomCode, round: room.round, answer: value });
    setSending(false);
    if (r.ok) setResult(r.result ?? null);
    else setError(roomErrorText(intl, r));
  };

  if (answered || (result && result.verdict !== 'nudge')) {
    return (
      <p className={result?.isCorrect ? 'room-result room-result--right' : 'room-result'} role="status" data-testid="room-result">
        {result ? (result.isCorrect ? t('multiplayer.answer.right', { points: result.points }) : t('multiplayer.answer.wrong')) : t('multiplayer.answer.sent')} {t('multiplayer.answer.waiting')}
      </p>
    );
  }
  return (
    <form
      className="answer-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send(answer);
      }}
    >
      {problem.choices ? (
        <div className="choice-grid" role="group" aria-label={t('multiplayer.answer.options')}>
          {problem.choices.map((c) => (
            <button key={c.value} type="button" className="choice" onClick={() => void send(c.value)} disabled={sending}>
              <MathText text={c.label} />
            </button>
          ))}
        </div>
      ) : null}
      <label htmlFor="room-answer" className="answer-form__label">
        {t('multiplayer.answer.label')}
      </label>
      <div className="answer-form__row">
        <input
          id="room-answer"
          className="answer-input"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={100}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          // A new round's problem: the answer box is where the child types next.
          autoFocus
          aria-describedby={result?.verdict === 'nudge' || error ? 'room-answer-note' : undefined}
          data-testid="room-answer"
        />
        <button type="submit" className="btn btn--primary btn--large" disabled={!answer.trim() || sending}>
          {sending ? t('multiplayer.answer.checking') : t('multiplayer.answer.submit')}
        </button>
      </div>
      {result?.verdict === 'nudge' || error ? (
        <p id="room-answer-note" className="nudge" role="alert">
          {error ?? result?.message}
        </p>
      ) : null}
    </form>
  );
}

