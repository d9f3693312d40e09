/**
 * How a class is doing, as the teacher's analytics shows it (docs/product/teacher.md, analytics):
 * the performance band of an average score and the Quick Insights across classes. Shared by the
 * teacher service and the web app so both say the same thing.
 */

export const PERFORMANCE_BANDS = [
  { min: 80, label: 'Excellent' },
  { min: 70, label: 'Good' },
  { min: 60, label: 'Fair' },
] as const;

export type PerformanceLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement' | 'No data yet';

/** 80 and above Excellent, 70 and above Good, 60 and above Fair, below Needs Improvement; no average: 'No data yet'. */
export function performanceBand(averageScore: number | null | undefined): PerformanceLabel {
  if (averageScore === null || averageScore === undefined || Number.isNaN(averageScore)) return 'No data yet';
  for (const band of PERFORMANCE_BANDS) if (averageScore >= band.min) return band.label;
  return 'Needs Improvement';
}

/** One decimal, as averages and pass rates are shown. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A classroom's figures, enough for the insights. */
export interface ClassroomFigures {
  id: string;
  name: string;
  totalStudents: number;
  activeStudents: number;
  averageScore: number | null;
}

export interface QuickInsights {
  /** Highest average score (classes without an average are not candidates); null when no class has one. */
  bestPerforming: ClassroomFigures | null;
  /** Most students; null when there are no classes. */
  largest: ClassroomFigures | null;
  /** Most active students; null when no class has an active student. */
  mostActive: ClassroomFigures | null;
  /** Mean of the non-null classroom averages, one decimal; null ('N/A') when there is none. */
  overallAverage: number | null;
}

/** Ties keep the first class in the given order. */
function best(classes: readonly ClassroomFigures[], value: (c: ClassroomFigures) => number | null): ClassroomFigures | null {
  let winner: ClassroomFigures | null = null;
  let top = -Infinity;
  for (const c of classes) {
    const v = value(c);
    if (v === null) continue;
    if (v > top) {
      top = v;
      winner = c;
    }
  }
  return winner;
}

export function quickInsights(classes: readonly ClassroomFigures[]): QuickInsights {
  const averages = classes.map((c) => c.averageScore).filter((a): a is number => a !== null);
  return {
    bestPerforming: best(classes, (c) => c.averageScore),
    largest: best(classes, (c) => c.totalStudents),
    mostActive: best(classes, (c) => (c.activeStudents > 0 ? c.activeStudents : null)),
    overallAverage: averages.length === 0 ? null : oneDecimal(averages.reduce((a, b) => a + b, 0) / averages.length),
  };
}
