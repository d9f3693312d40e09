/**
 * What a teacher sees on /home until the teacher area (docs/product/teacher.md) exists: practice is for student
 * accounts (the game answers 403 to other roles), so no stats cards and no game modes here.
 */
export function TeacherPanel() {
  return (
    <section className="section" aria-labelledby="teacher-title" data-testid="teacher-panel">
      <h2 id="teacher-title" className="section__title section__title--left">
        Your teacher area
      </h2>
      <p className="empty-state">
        Classrooms, assignments, the problem bank and class analytics are on their way. Your account is ready for them.
      </p>
    </section>
  );
}
