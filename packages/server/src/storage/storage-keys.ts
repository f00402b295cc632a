/** The lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}
