import { useQuery } from '@tanstack/react-query';
import { teacherKeys } from '../api/keys';
import { teacherApi } from '../api/teacher-api';
import { masteryApi } from './mastery-api';

const masteryKeys = {
  report: (classroomId: string) => [...teacherKeys.all, 'mastery', classroomId] as const,
  cell: (classroomId: string, studentId: string, standard: string) => [...teacherKeys.all, 'mastery', classroomId, studentId, standard] as const,
  classroom: (classroomId: string) => [...teacherKeys.all, 'classroom', classroomId] as const,
};

/** The class's report: every standard, and each member's started ones. */
export function useClassroomMastery(classroomId: string) {
  return useQuery({ queryKey: masteryKeys.report(classroomId), queryFn: () => masteryApi.get(classroomId) });
}

/** The classroom (name, grade, members' names), which the report's rows are named from. */
export function useClassroomForReport(classroomId: string) {
  return useQuery({ queryKey: masteryKeys.classroom(classroomId), queryFn: () => teacherApi.getClassroom(classroomId) });
}

/** One opened cell: the student's recent answers on the standard; nothing is asked while no cell is open. */
export function useStandardAnswers(classroomId: string, cell: { studentId: string; standard: string } | null) {
  return useQuery({
    queryKey: masteryKeys.cell(classroomId, cell?.studentId ?? '', cell?.standard ?? ''),
    queryFn: () => masteryApi.answers(classroomId, cell!.studentId, cell!.standard),
    enabled: cell !== null,
  });
}
