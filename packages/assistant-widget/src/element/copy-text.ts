/**
 * Copies text: the async Clipboard API on secure pages, else a hidden textarea and
 * execCommand('copy') (SPEC §8 fallback for insecure pages or missing API).
 */
export async function copyText(text: string, root: ShadowRoot | Document = document): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: try the textarea route.
    }
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  textarea.style.pointerEvents = 'none';
  const parent = root instanceof Document ? root.body : root;
  const active = root.activeElement as HTMLElement | null;
  parent.appendChild(textarea);
  textarea.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  active?.focus?.();
  return copied;
}
