import type { GradeSubmissionRequest } from '@mathquest/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teacherKeys } from './keys';
import { teacherApi } from './teacher-api';

/** POST /api/teacher/submissions/{id}/grade: the assignment with its submissions and its numbers are read again. */
export function useGradeSubmission(assignmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, body }: { submissionId: string; body: GradeSubmissionRequest }) => teacherApi.gradeSubmission(submissionId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: teacherKeys.assignment(assignmentId) }),
  });
}
