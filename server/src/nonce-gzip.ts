// A page that differs per response only by its CSP nonce, compressed once.
//
// Compressing every response anew (the nonce makes each one unique) cost
// more than a millisecond of CPU per page. Instead the page is split at its
// nonce placeholders and each part is deflated once, ending on a sync flush
// (byte-aligned, not final). A response is then those parts with the nonce
// between them as stored (uncompressed) deflate blocks, in one gzip member:
// a valid deflate stream, since no part refers back across a boundary. Only
// the CRC-32 is computed per response.
import zlib from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block with the final bit set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export interface NonceTemplate {
  /** The page's bytes between the placeholders. */
  parts: Buffer[];
  /** Each part deflated, ending on a sync flush. */
  deflated: Buffer[];
}

/**
 * @param placeholder what stands where each response's nonce goes
 */
export function compileNonceTemplate(html: string, placeholder: string): NonceTemplate {
  const parts = html.split(placeholder).map((part) => Buffer.from(part, 'utf8'));
  const deflated = parts.map((part) => zlib.deflateRawSync(part, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  return { parts, deflated };
}

/** The page with this nonce, uncompressed. */
export function fillNonce(template: NonceTemplate, nonce: string) {
  const value = Buffer.from(nonce, 'utf8');
  return Buffer.concat(template.parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])));
}

/** The page with this nonce, gzip-encoded, without compressing anything. */
export function gzipNonce(template: NonceTemplate, nonce: string) {
  const value = Buffer.from(nonce, 'utf8');
  if (value.length > 0xffff) throw new RangeError('a nonce longer than one stored block');
  const stored = Buffer.concat([
    Buffer.from([0x00, value.length & 0xff, value.length >> 8, ~value.length & 0xff, (~value.length >> 8) & 0xff]),
    value,
  ]);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  template.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored);
      crc = zlib.crc32(value, crc);
      size += value.length;
    }
    const deflated = template.deflated[index];
    if (!deflated) throw new RangeError('a template with fewer deflated parts than parts');
    chunks.push(deflated);
    // An empty part is skipped: zlib.crc32 answers 0 for a buffer with no backing store.
    if (part.length > 0) crc = zlib.crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
