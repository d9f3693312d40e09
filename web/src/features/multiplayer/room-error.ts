import { ROOM_MAX_PLAYERS } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';

/**
 * A room call's refusal in the reader's language: the catalogue's message for its code
 * (`multiplayer.error.<CODE>`: the server's room codes and the screen's own NOT_CONNECTED and
 * TIMEOUT), else the server's own message.
 */
export function roomErrorText(intl: IntlShape, error: { code: string; message: string }): string {
  const key = `multiplayer.error.${error.code}`;
  return key in intl.messages ? intl.formatMessage({ id: key }, { max: ROOM_MAX_PLAYERS }) : error.message;
}
