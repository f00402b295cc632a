/**
 * Saves text as a file the browser downloads (an export made in the page). A `blob:` link with `download`
 * is a download, not a navigation, so the page stays as it is; the URL is released afterwards.
 */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has been handled (an immediate revoke can cancel the download in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
