import { useMutation } from '@tanstack/react-query';
import { adventureApi } from './adventure-api';

/** POST /bosses/{id}/start: a battle to play on the practice screen. */
export const useStartBattle = () => useMutation({ mutationFn: (bossId: string) => adventureApi.startBattle(bossId) });

/** POST /story/chapters/{id}/start: a chapter's session to play on the practice screen. */
export const useStartChapter = () => useMutation({ mutationFn: (chapterId: string) => adventureApi.startChapter(chapterId) });
