/**
 * What stays in place of an erased account in records other people keep (docs/product/privacy.md):
 * a finished challenge in the opponent's history, a guild chat message, a guild's activity line.
 * One fixed, non-identifying author id and the name every screen shows.
 */
export const DELETED_USER_ID = 'deleted-user';
export const DELETED_USER_NAME = 'deleted user';
/** What an erased account's guild chat messages say instead of their text (docs/adr/0236: the words are the child's, so they go too). */
export const DELETED_MESSAGE_TEXT = 'This message was deleted.';
