import { useMutation } from '@tanstack/react-query';
import { tutorApi } from './tutor-api';

/**
 * The step-by-step tutor's writes (docs/product/practice.md, the tutor): each moves the walkthrough
 * the server keeps for the problem, and answers with it. Nothing else on show reads it.
 */

/** POST /api/game/tutor/start: the walkthrough of a wrongly answered problem. */
export const useStartTutor = () => useMutation({ mutationFn: (problemId: string) => tutorApi.start(problemId) });

/** POST /api/game/tutor/step: the child's blank, judged by the answer checker. */
export const useCheckTutorStep = () =>
  useMutation({ mutationFn: ({ problemId, step, answer }: { problemId: string; step: number; answer: string }) => tutorApi.check(problemId, step, answer) });

/** POST /api/game/tutor/show: the step shown instead of filled in. */
export const useShowTutorStep = () => useMutation({ mutationFn: ({ problemId, step }: { problemId: string; step: number }) => tutorApi.show(problemId, step) });

/** POST /api/game/tutor/similar: a new problem of the same skill and difficulty becomes the session's open problem. */
export const useSimilarProblem = () => useMutation({ mutationFn: (problemId: string) => tutorApi.similar(problemId) });
