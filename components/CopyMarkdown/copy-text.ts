/**
 * Copies text with the Clipboard API and, where that is missing or denied (insecure origin,
 * permissions policy, older browsers), with a hidden textarea and `execCommand('copy')`.
 * Never opens a prompt: the caller offers a link to the Markdown file when both fail.
 */
export type CopyOutcome = 'clipboard' | 'selection' | 'failed';

export interface CopyEnvironment {
  clipboard?: Pick<Clipboard, 'writeText'>;
  document?: Document;
}

export async function copyText(text: string, env: CopyEnvironment): Promise<CopyOutcome> {
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
