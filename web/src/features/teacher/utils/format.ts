/** How the teacher screens write numbers and dates (docs/product/teacher.md, constants). */

/** Averages and pass rates: one decimal with a percent sign, 'N/A' when there is none. */
export function percentOneDecimal(value: number | null | undefined): string {
  return value === null || value === undefined ? 'N/A' : `${value.toFixed(1)}%`;
}

/** Completion: no decimals. */
export function percentWhole(value: number): string {
  return `${Math.round(value)}%`;
}

/** Time spent is stored in seconds and shown in whole minutes. */
export function minutesOf(seconds: number): string {
  return `${Math.floor(seconds / 60)} min`;
}

export function dateOf(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

export function dateTimeOf(iso: string): string {
  return new Date(iso).toLocaleString();
}

export const STATUS_LABEL: Record<string, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  NOT_STARTED: 'Not Started',
  IN_PROGRESS: 'In Progress',
  SUBMITTED: 'Submitted',
  GRADED: 'Graded',
};
