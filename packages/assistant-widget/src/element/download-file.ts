/**
 * Saves a generated image or video under `fileName`. Cross-origin URLs ignore the `download`
 * attribute, so the file is fetched into a blob first; when CORS forbids that, it opens in a new tab.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  let href = url;
  let objectUrl: string | undefined;
  try {
    const response = await fetch(url);
    if (response.ok) {
      objectUrl = URL.createObjectURL(await response.blob());
      href = objectUrl;
    }
  } catch {
    // Not fetchable from this origin: fall back to the plain link.
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  if (!objectUrl) link.target = '_blank';
  document.body.append(link);
  link.click();
  link.remove();
  if (objectUrl) setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
