/**
 * URLs of the teacher area, the student's classes and the parent's report (docs/product/web.md,
 * route table). Kept beside paths.ts so the two route lists grow without touching each other.
 */
const enc = encodeURIComponent;

export const teacherPaths = {
  dashboard: { path: '/teacher/dashboard', getHref: () => '/teacher/dashboard' },
  classrooms: { path: '/teacher/classrooms', getHref: () => '/teacher/classrooms' },
  newClassroom: { path: '/teacher/classrooms/new', getHref: () => '/teacher/classrooms/new' },
  classroom: { path: '/teacher/classrooms/:id', getHref: (id: string) => `/teacher/classrooms/${enc(id)}` },
  roster: { path: '/teacher/classrooms/:id/roster', getHref: (id: string) => `/teacher/classrooms/${enc(id)}/roster` },
  loginCards: { path: '/teacher/classrooms/:id/cards', getHref: (id: string) => `/teacher/classrooms/${enc(id)}/cards` },
  standards: { path: '/teacher/classrooms/:id/standards', getHref: (id: string) => `/teacher/classrooms/${enc(id)}/standards` },
  editClassroom: { path: '/teacher/classrooms/:id/edit', getHref: (id: string) => `/teacher/classrooms/${enc(id)}/edit` },
  assignments: { path: '/teacher/assignments', getHref: (classroomId?: string) => (classroomId ? `/teacher/assignments?classroom=${enc(classroomId)}` : '/teacher/assignments') },
  newAssignment: {
    path: '/teacher/assignments/new',
    getHref: (classroomId?: string) => (classroomId ? `/teacher/assignments/new?classroom=${enc(classroomId)}` : '/teacher/assignments/new'),
  },
  assignment: { path: '/teacher/assignments/:id', getHref: (id: string) => `/teacher/assignments/${enc(id)}` },
  analytics: { path: '/teacher/analytics', getHref: () => '/teacher/analytics' },
} as const;

/** A student's classes and class assignments. */
export const classesPaths = {
  myClasses: { path: '/classes', getHref: () => '/classes' },
} as const;

/** The game screen playing a class assignment (the solo play screen with the mode in the query). */
export function assignmentPlayHref(assignmentId: string): string {
  return `/game/solo-play?mode=assignment&assignmentId=${enc(assignmentId)}`;
}

/** A parent's printable progress report of one child. */
export const parentPaths = {
  report: { path: '/parent/report/:childId', getHref: (childId: string) => `/parent/report/${enc(childId)}` },
} as const;
