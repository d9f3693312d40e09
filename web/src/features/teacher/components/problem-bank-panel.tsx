import type { BankProblem, DifficultyBand } from '@mathquest/contracts';
import { topicNames } from '../../../i18n/topic-names';
import { useI18n } from '../../../i18n/use-i18n';
import { GRADE_CHOICES } from '../utils/validation';
import { BankPicture } from './bank-picture';

const DIFFICULTIES: DifficultyBand[] = ['EASY', 'MEDIUM', 'HARD'];

export interface BankFilters {
  difficulty: DifficultyBand | '';
  topic: string;
  /** '' for every grade. */
  grade: string;
}

interface ProblemBankPanelProps {
  filters: BankFilters;
  onFilters: (filters: BankFilters) => void;
  topics: readonly string[];
  shown: readonly BankProblem[];
  picked: readonly string[];
  onToggle: (problemId: string) => void;
}

/** The new assignment's problem bank: band, grade and topic filters and the problems to pick (checkbox or row), each with its picture when it has one. */
export function ProblemBankPanel({ filters, onFilters, topics, shown, picked, onToggle }: ProblemBankPanelProps) {
  const intl = useI18n('teacher');
  const names = topicNames(intl);
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { difficulty, topic, grade } = filters;
  const n = picked.length;
  const toggleProblem = onToggle;
  return (
    <section className="panel" aria-labelledby="problem-bank">
      <h2 id="problem-bank">{t('teacher.bank.title')}</h2>
      <div className="button-row">
        <label htmlFor="bank-difficulty">{t('teacher.bank.difficulty')}</label>
        <select id="bank-difficulty" value={difficulty} onChange={(e) => onFilters({ ...filters, difficulty: e.target.value as DifficultyBand | '' })}>
          <option value="">{t('teacher.bank.allDifficulties')}</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {t('teacher.difficulty', { band: d })}
            </option>
          ))}
        </select>
        <label htmlFor="bank-grade">{t('teacher.grade')}</label>
        <select id="bank-grade" value={grade} onChange={(e) => onFilters({ ...filters, grade: e.target.value })}>
          <option value="">{t('teacher.allGrades')}</option>
          {GRADE_CHOICES.map((g) => (
            <option key={g} value={String(g)}>
              {t('teacher.gradeN', { grade: g })}
            </option>
          ))}
        </select>
        <label htmlFor="bank-topic">{t('teacher.bank.topic')}</label>
        <select id="bank-topic" value={topic} onChange={(e) => onFilters({ ...filters, topic: e.target.value })}>
          <option value="">{t('teacher.bank.allTopics')}</option>
          {topics.map((name) => (
            <option key={name} value={name}>
              {names.topic(name)}
            </option>
          ))}
        </select>
      </div>
      <p className="muted" aria-live="polite">
        {t('teacher.bank.selected', { count: n })}
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">{t('teacher.bank.none')}</p>
      ) : (
        <ul className="bank-list" aria-label={t('teacher.bank.problems')}>
          {shown.map((p) => {
            const isPicked = picked.includes(p.id);
            const checkId = `bank-${p.id}`;
            return (
              <li key={p.id} className={isPicked ? 'is-selected' : undefined} onClick={() => toggleProblem(p.id)}>
                <input
                  id={checkId}
                  type="checkbox"
                  checked={isPicked}
                  onClick={(e) => e.stopPropagation()}
                  onChange={() => toggleProblem(p.id)}
                  aria-label={p.question}
                />
                <div>
                  <div id={`${checkId}-question`}>{p.question}</div>
                  <small className="muted">
                    {t('teacher.difficulty', { band: p.difficulty })} • {names.topic(p.topic)} • {names.subtopic(p.subtopic)}
                  </small>
                  {p.diagram ? <BankPicture diagram={p.diagram} question={p.question} questionId={`${checkId}-question`} /> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>  );
}
