import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classesApi } from './classes-api';
import { classesKeys } from './keys';

/** POST /api/teacher/join: join by class code; the classes and assignments are read again, and the mutation settles once they have been. */
export function useJoinClass() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (classCode: string) => classesApi.join(classCode), onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }) });
}
