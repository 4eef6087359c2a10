import { FIRST_PAINT_MARK_ID } from './index';

/** Where the first paint may happen: everything above it is laid out in full (see index.ts). */
export function FirstPaintMark() {
  return <span id={FIRST_PAINT_MARK_ID} hidden />;
}
