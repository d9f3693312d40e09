import type { PerformanceLabel } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';
import { subjectName as wordSubject } from '../../../i18n/subject-names';

/** How the teacher screens write numbers and dates in the reader's language (docs/product/teacher.md, constants). */

/** Averages and pass rates: one decimal with a percent sign, 'N/A' when there is none. */
export function percentOneDecimal(intl: IntlShape, value: number | null | undefined): string {
  return value === null || value === undefined
    ? intl.formatMessage({ id: 'teacher.noValue' })
    : intl.formatNumber(value / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Completion: no decimals. */
export function percentWhole(intl: IntlShape, value: number): string {
  return intl.formatNumber(Math.round(value) / 100, { style: 'percent', maximumFractionDigits: 0 });
}

/** Time spent is stored in seconds and shown in whole minutes. */
export function minutesOf(intl: IntlShape, seconds: number): string {
  return intl.formatMessage({ id: 'teacher.minutes' }, { minutes: Math.floor(seconds / 60) });
}

export function dateOf(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso);
}

export function dateTimeOf(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** An assignment's or a submission's status (DRAFT, PUBLISHED, NOT_STARTED...), worded; an unknown one as it came. */
export function statusLabel(intl: IntlShape, status: string): string {
  return intl.formatMessage({ id: 'teacher.status' }, { status });
}

/** A performance band's value in the `teacher.band` message's select. */
const BAND_WORD: Record<PerformanceLabel, string> = {
  Excellent: 'excellent',
  Good: 'good',
  Fair: 'fair',
  'Needs Improvement': 'needsImprovement',
  'No data yet': 'none',
};

export function bandLabel(intl: IntlShape, band: PerformanceLabel): string {
  return intl.formatMessage({ id: 'teacher.band' }, { band: BAND_WORD[band] });
}

/** A classroom's subject in the reader's language (the teacher scope's words). */
export function subjectName(intl: IntlShape, subject: string): string {
  return wordSubject(intl, subject, 'teacher.subjectName');
}
