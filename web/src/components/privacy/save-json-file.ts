/** The file's name, as the server's Content-Disposition gives it: `mathquest-<username>-<YYYY-MM-DD>.json`. */
export function exportFileName(username: string, exportedAt: string): string {
  return `mathquest-${username}-${exportedAt.slice(0, 10)}.json`;
}

/** Hands the browser a JSON file to save (a temporary link with `download`). */
export function saveJsonFile(name: string, content: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
