import { useQuery } from '@tanstack/react-query';
import { masteryApi } from '../mastery/mastery-api';
import { teacherKeys } from './keys';

/** GET /api/game/classrooms/{id}/students/{studentId}/standards/{code}/answers: one report cell's recent answers. */
export const getStandardAnswers = (classroomId: string, studentId: string, standard: string) => masteryApi.answers(classroomId, studentId, standard);

/** One opened cell: the student's recent answers on the standard; nothing is asked while no cell is open. */
export function useStandardAnswers(classroomId: string, cell: { studentId: string; standard: string } | null) {
  return useQuery({
    queryKey: teacherKeys.standardAnswers(classroomId, cell?.studentId ?? '', cell?.standard ?? ''),
    queryFn: () => getStandardAnswers(classroomId, cell!.studentId, cell!.standard),
    enabled: cell !== null,
  });
}
