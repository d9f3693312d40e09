/**
 * A student's actions and reads of their player document (quests, pets, chests, notifications,
 * combo, battle pass, dashboard), one use case per file beside this one, composed for the routes
 * over the same dependencies. How actions write is in player-write.ts.
 */
import { createClaimQuest } from './claim-quest.js';
import { createDeleteNotification } from './delete-notification.js';
import { createFeedPet } from './feed-pet.js';
import { createGenerateTreasure } from './generate-treasure.js';
import { createGetActivePet } from './get-active-pet.js';
import { createGetBattlePass } from './get-battle-pass.js';
import { createGetCombo } from './get-combo.js';
import { createGetDailyQuests } from './get-daily-quests.js';
import { createGetDashboard } from './get-dashboard.js';
import { createListNotifications } from './list-notifications.js';
import { createListPets } from './list-pets.js';
import { createListTreasures } from './list-treasures.js';
import { createOpenTreasure } from './open-treasure.js';
import { createPlayWithPet } from './play-with-pet.js';
import { createReadNotification } from './read-notification.js';
import { createSetActivePet } from './set-active-pet.js';
import type { PlayerActionsDeps } from './player-write.js';

// What the other use cases and the routes name from here.
export { updatePlayer, type PlayerActionsDeps, type Student } from './player-write.js';

export function playerActions(deps: PlayerActionsDeps) {
  return {
    dailyQuests: createGetDailyQuests(deps),
    claimQuest: createClaimQuest(deps),
    pets: createListPets(deps),
    activePet: createGetActivePet(deps),
    feedPet: createFeedPet(deps),
    playWithPet: createPlayWithPet(deps),
    setActivePet: createSetActivePet(deps),
    combo: createGetCombo(deps),
    treasures: createListTreasures(deps),
    generateTreasure: createGenerateTreasure(deps),
    openTreasure: createOpenTreasure(deps),
    notifications: createListNotifications(deps),
    readNotification: createReadNotification(deps),
    deleteNotification: createDeleteNotification(deps),
    battlePass: createGetBattlePass(deps),
    dashboard: createGetDashboard(deps),
  };
}

export type PlayerActions = ReturnType<typeof playerActions>;
