/** The student's classes and assignments (docs/adr/0190): joining a class invalidates both. */
export const classesKeys = {
  all: ['classes'] as const,
  classrooms: ['classes', 'classrooms'] as const,
  assignments: ['classes', 'assignments'] as const,
};
