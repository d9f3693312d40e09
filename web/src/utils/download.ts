/** Hands the browser a text to save as a file (a CSV export, a JSON download): a temporary link with `download`. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
