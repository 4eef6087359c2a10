import { describe, expect, it } from 'vitest';
import { copyText } from './copy-text';

function fakeDocument(execResult: boolean | 'throw') {
  const appended: { value: string; removed: boolean }[] = [];
  const doc = {
    body: {
      appendChild: (node: { value: string; removed: boolean }) =>
        appended.push(node),
    },
    createElement: () => {
      const node = {
        value: '',
        removed: false,
        style: {},
        setAttribute() {},
        select() {},
        remove() {
          node.removed = true;
        },
      };
      return node;
    },
    execCommand: () => {
      if (execResult === 'throw') throw new Error('not allowed');
      return execResult;
    },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('copying page Markdown', () => {
  it('starts a ClipboardItem write with the still-loading text, inside the click', async () => {
    const written: Record<string, Promise<Blob>>[] = [];
    class FakeItem {
      constructor(readonly items: Record<string, Promise<Blob>>) {
        written.push(items);
      }
    }
    const outcome = await copyText(Promise.resolve('# Title'), {
      clipboard: { write: async () => undefined },
      ClipboardItem: FakeItem as unknown as new (
        items: Record<string, Promise<Blob>>,
      ) => ClipboardItem,
    });
    expect(outcome).toBe('clipboard');
    expect(await (await written[0]['text/plain']).text()).toBe('# Title');
  });

  it('uses the Clipboard API when it works', async () => {
    let written = '';
    const outcome = await copyText(Promise.resolve('# Title'), {
      clipboard: { writeText: async (text) => void (written = text) },
    });
    expect(outcome).toBe('clipboard');
    expect(written).toBe('# Title');
  });

  it('falls back to a selection copy when the Clipboard API is denied, and cleans up', async () => {
    const { doc, appended } = fakeDocument(true);
    const denied = {
      writeText: async () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError')),
    };
    expect(
      await copyText(Promise.resolve('# Title'), {
        clipboard: denied,
        document: doc,
      }),
    ).toBe('selection');
    expect(appended[0]).toMatchObject({ value: '# Title', removed: true });
  });

  it('falls back when there is no Clipboard API at all', async () => {
    const { doc } = fakeDocument(true);
    expect(await copyText(Promise.resolve('x'), { document: doc })).toBe(
      'selection',
    );
  });

  it('reports failure when both ways are refused, without throwing', async () => {
    expect(
      await copyText(Promise.resolve('x'), {
        document: fakeDocument(false).doc,
      }),
    ).toBe('failed');
    expect(
      await copyText(Promise.resolve('x'), {
        document: fakeDocument('throw').doc,
      }),
    ).toBe('failed');
    expect(await copyText(Promise.resolve('x'), {})).toBe('failed');
  });
});
