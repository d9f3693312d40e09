import { useEffect } from 'react';

/**
 * Logs a screen's failed read once, as the screen's could-not-load state shows it (docs/adr/0190):
 * `error` is the read's error, or null while there is none.
 */
export function useLoggedFailure(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
