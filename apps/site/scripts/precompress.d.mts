/** Types of precompress.mjs (the build runs it with plain `node`; the tests import it). */
export declare const COMPRESSIBLE: RegExp;
export declare const MIN_BYTES: number;
export declare function compressedCopies(
  bytes: Uint8Array,
): Promise<{ br: Buffer | null; gz: Buffer | null }>;
export declare function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; br: number; gz: number }>;
