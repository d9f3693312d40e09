import { Link, useParams } from 'react-router-dom';
import { teacherPaths } from '../../../config/area-paths';
import { TeacherLayout } from './teacher-layout';

/**
 * /teacher/classrooms/{id}/edit: the product links here from the classroom page but describes no
 * edit screen yet, so the link leads to this note instead of a blank page.
 */
export default function ClassroomEditPage() {
  const { id = '' } = useParams();
  return (
    <TeacherLayout back={{ to: teacherPaths.classroom.getHref(id), label: 'Back to classroom' }}>
      <section className="panel empty-state">
        <h1 className="page-title">Editing classrooms is coming soon</h1>
        <p className="muted">For now you can archive or activate a classroom from the classroom list.</p>
        <div className="button-row">
          <Link className="btn btn--primary" to={teacherPaths.classroom.getHref(id)}>
            Back to classroom
          </Link>
          <Link className="btn btn--secondary" to={teacherPaths.classrooms.getHref()}>
            My Classrooms
          </Link>
        </div>
      </section>
    </TeacherLayout>
  );
}
