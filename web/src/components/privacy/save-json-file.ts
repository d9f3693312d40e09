import { downloadText } from '../../utils/download';

/** The file's name, as the server's Content-Disposition gives it: `mathquest-<username>-<YYYY-MM-DD>.json`. */
export function exportFileName(username: string, exportedAt: string): string {
  return `mathquest-${username}-${exportedAt.slice(0, 10)}.json`;
}

/** Hands the browser a JSON file to save. */
export function saveJsonFile(name: string, content: unknown): void {
  downloadText(name, JSON.stringify(content, null, 2), 'application/json');
}
