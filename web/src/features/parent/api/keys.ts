/** The parent area's query keys: every read under `parent`, so a mutation can update one child or the list. */
export const parentKeys = {
  all: ['parent'] as const,
  /** The parent's linked children (GET /api/auth/children), read by the home and the progress report. */
  children: () => [...parentKeys.all, 'children'] as const,
  /** One child's practice report (game). */
  childReport: (childId: string) => [...parentKeys.all, 'child', childId, 'report'] as const,
  /** One child's class assignments (teacher service). */
  childAssignments: (childId: string) => [...parentKeys.all, 'child', childId, 'assignments'] as const,
};
