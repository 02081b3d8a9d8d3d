// A page that differs per response only by its CSP nonce, compressed once: zlib per response cost
// about a millisecond of CPU per page (decision 023). The page is split at its nonce placeholders
// and each part deflated once, ending on a sync flush (byte-aligned, not final). A response is
// those parts with the nonce between them as stored (uncompressed) deflate blocks, in one gzip
// member: valid, since no part refers back across a boundary. Only the CRC-32 is computed per response.
import zlib from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block with the final bit set: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The page's bytes between the placeholders, each also deflated. */
export type NonceTemplate = Array<{ raw: Buffer; deflated: Buffer }>;

export function compileNonceTemplate(html: string, placeholder: string): NonceTemplate {
  return html.split(placeholder).map((part) => {
    const raw = Buffer.from(part, 'utf8');
    return { raw, deflated: zlib.deflateRawSync(raw, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
  });
}

export function fillNonce(template: NonceTemplate, nonce: string) {
  const value = Buffer.from(nonce, 'utf8');
  return Buffer.concat(template.flatMap(({ raw }, index) => (index === 0 ? [raw] : [value, raw])));
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
  template.forEach(({ raw, deflated }, index) => {
    if (index > 0) {
      chunks.push(stored);
      crc = zlib.crc32(value, crc);
      size += value.length;
    }
    chunks.push(deflated);
    // zlib.crc32 answers 0 for a buffer with no backing store.
    if (raw.length > 0) crc = zlib.crc32(raw, crc);
    size += raw.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}
