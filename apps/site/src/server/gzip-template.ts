import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A page gzipped once with slots for a per-response value (the CSP nonce), so each response
 * costs a copy and a checksum instead of a compression. The text between slots is deflated
 * as blocks that end byte-aligned with a fresh history (a full flush: nothing later refers
 * back into a slot); each slot's value is written as a stored (uncompressed) block, which is
 * a plain byte copy. The gzip trailer's CRC-32 is computed per response.
 */
export interface GzipTemplate {
  /** The whole gzip body with `value` in every slot (its byte length must be the slot's). */
  fill(value: string): Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * `parts`: the text around the slots (parts.length - 1 slots); `slotBytes`: the byte length
 * of every value (a stored block holds at most 65,535 bytes).
 */
export function gzipTemplate(parts: string[], slotBytes: number): GzipTemplate {
  if (slotBytes > 0xffff) throw new RangeError("a slot holds at most 65,535 bytes");
  const raw = parts.map((part) => Buffer.from(part, "utf8"));
  const deflated = raw.map((part, index) =>
    deflateRawSync(part, index < raw.length - 1 ? { finishFlush: constants.Z_FULL_FLUSH } : {}),
  );
  const storedHeader = Buffer.from([
    0,
    slotBytes & 0xff,
    slotBytes >> 8,
    ~slotBytes & 0xff,
    (~slotBytes >> 8) & 0xff,
  ]);
  const slots = raw.length - 1;
  const size =
    GZIP_HEADER.length +
    deflated.reduce((sum, part) => sum + part.length, 0) +
    slots * (storedHeader.length + slotBytes) +
    8;
  const plainLength = raw.reduce((sum, part) => sum + part.length, 0) + slots * slotBytes;
  return {
    fill(value) {
      const bytes = Buffer.from(value, "utf8");
      if (bytes.length !== slotBytes) throw new RangeError(`a slot holds ${slotBytes} bytes`);
      const out = Buffer.allocUnsafe(size);
      let at = GZIP_HEADER.copy(out, 0);
      let crc = 0;
      raw.forEach((part, index) => {
        at += deflated[index]!.copy(out, at);
        crc = crc32(part, crc);
        if (index < slots) {
          at += storedHeader.copy(out, at);
          at += bytes.copy(out, at);
          crc = crc32(bytes, crc);
        }
      });
      out.writeUInt32LE(crc >>> 0, at);
      out.writeUInt32LE(plainLength >>> 0, at + 4);
      return out;
    },
  };
}
