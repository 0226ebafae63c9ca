/**
 * Hands a file the app fetched to the browser as a download: an object URL on an `<a download>`,
 * clicked, then let go. Where downloads are not possible (some webviews) nothing happens, which
 * the caller cannot detect either way.
 */
export function saveFile(blob: Blob, name: string): void {
  if (typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  document.body.removeChild(link);
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
