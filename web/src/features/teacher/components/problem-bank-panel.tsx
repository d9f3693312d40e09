import type { BankProblem, DifficultyBand } from '@mathquest/contracts';
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
  const { difficulty, topic, grade } = filters;
  const n = picked.length;
  const toggleProblem = onToggle;
  return (
    <section className="panel" aria-labelledby="problem-bank">
      <h2 id="problem-bank">Problem Bank</h2>
      <div className="button-row">
        <label htmlFor="bank-difficulty">Difficulty</label>
        <select id="bank-difficulty" value={difficulty} onChange={(e) => onFilters({ ...filters, difficulty: e.target.value as DifficultyBand | '' })}>
          <option value="">All difficulties</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
        <label htmlFor="bank-grade">Grade</label>
        <select id="bank-grade" value={grade} onChange={(e) => onFilters({ ...filters, grade: e.target.value })}>
          <option value="">All grades</option>
          {GRADE_CHOICES.map((g) => (
            <option key={g} value={String(g)}>
              Grade {g}
            </option>
          ))}
        </select>
        <label htmlFor="bank-topic">Topic</label>
        <select id="bank-topic" value={topic} onChange={(e) => onFilters({ ...filters, topic: e.target.value })}>
          <option value="">All topics</option>
          {topics.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <p className="muted" aria-live="polite">
        {n} selected
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">No problems match these filters.</p>
      ) : (
        <ul className="bank-list" aria-label="Problems">
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
                    {p.difficulty} • {p.topic} • {p.subtopic}
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
