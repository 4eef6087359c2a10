/**
 * Copies text that may still be loading. Where `ClipboardItem` accepts a promise, the write
 * starts inside the click (Safari needs the user gesture), then the Clipboard API's
 * `writeText`, then a hidden textarea with `execCommand('copy')` for denied or missing
 * clipboard access. Never opens a prompt: the caller offers the Markdown file instead.
 */
export type CopyOutcome = 'clipboard' | 'selection' | 'failed';

type ClipboardItemConstructor = new (
  items: Record<string, Promise<Blob>>,
) => ClipboardItem;

export interface CopyEnvironment {
  clipboard?: Partial<Pick<Clipboard, 'write' | 'writeText'>>;
  ClipboardItem?: ClipboardItemConstructor;
  document?: Document;
}

export async function copyText(
  pending: Promise<string>,
  env: CopyEnvironment,
): Promise<CopyOutcome> {
  if (env.clipboard?.write && env.ClipboardItem) {
    try {
      const blob = pending.then(
        (text) => new Blob([text], { type: 'text/plain' }),
      );
      await env.clipboard.write([
        new env.ClipboardItem({ 'text/plain': blob }),
      ]);
      return 'clipboard';
    } catch {
      // Denied or unsupported: try the simpler ways below.
    }
  }
  const text = await pending;
  try {
    if (env.clipboard?.writeText) {
      await env.clipboard.writeText(text);
      return 'clipboard';
    }
  } catch {
    // Denied: fall through to the selection-based copy.
  }
  const doc = env.document;
  if (!doc?.body) return 'failed';
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.select();
    return doc.execCommand('copy') ? 'selection' : 'failed';
  } catch {
    return 'failed';
  } finally {
    area.remove();
  }
}
