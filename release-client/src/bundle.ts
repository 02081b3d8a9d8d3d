// A build folder as one upload, and back: a JSON line listing each file's path and size, then the files'
// bytes in that order, gzipped. The release client writes it and the release service reads it with these two
// functions, so the format is written once; it needs nothing beyond Node.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The media type of an upload. */
export const BUNDLE_TYPE = 'application/vnd.vital.build+gzip';

/** What a build may hold: a remote's build is a few megabytes in a few hundred files. */
export const BUNDLE_LIMITS = { files: 5_000, bytes: 64 * 1024 * 1024, pathLength: 300 } as const;

interface Entry {
  path: string;
  size: number;
}

/** Why a path cannot be a file of a release, or null: relative, forward slashes, no dot segment, no control character. */
function refusedPath(file: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!file || file.length > BUNDLE_LIMITS.pathLength || /[\u0000-\u001f\u007f\\]/.test(file)) return 'not a plain relative path';
  if (file.startsWith('/') || file.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return 'a path out of the build, or a dotfile';
  return null;
}

/** Every file of `dir` but dotfiles as one gzipped upload; refuses what a release may not hold (links, too much). */
export function packBuild(dir: string): Buffer {
  const names = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  const entries: Entry[] = [];
  const parts: Buffer[] = [];
  for (const name of names) {
    const full = path.join(dir, name);
    const stat = fs.lstatSync(full);
    const file = name.split(path.sep).join('/');
    if (stat.isSymbolicLink()) throw new Error(`${file} is a symbolic link: a release is files only; copy what it names into the build.`);
    // Nothing under a dot segment is ever served (Vite keeps its own manifest in .vite/): left out.
    if (!stat.isFile() || file.split('/').some((segment) => segment.startsWith('.'))) continue;
    const why = refusedPath(file);
    if (why) throw new Error(`${file}: ${why}; a release holds only the files a browser or the renderer loads.`);
    entries.push({ path: file, size: stat.size });
    parts.push(fs.readFileSync(full));
  }
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (entries.length > BUNDLE_LIMITS.files || total > BUNDLE_LIMITS.bytes) {
    throw new Error(`${dir} holds ${entries.length} files, ${(total / 1048576).toFixed(1)} MB: a release takes at most ${BUNDLE_LIMITS.files} files, ${BUNDLE_LIMITS.bytes / 1048576} MB.`);
  }
  return gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(entries)}\n`), ...parts]));
}

/** Writes an upload's files into `dir` (which must not exist yet); throws, in words for the sender, when it is not one. */
export function unpackBuild(upload: Buffer, dir: string) {
  let raw: Buffer;
  try {
    raw = gunzipSync(upload, { maxOutputLength: BUNDLE_LIMITS.bytes + 1024 * 1024 });
  } catch {
    throw new Error('the upload is not a gzipped build (or it is larger than a release may be)');
  }
  const newline = raw.indexOf(0x0a);
  let entries: unknown;
  try {
    entries = JSON.parse(raw.subarray(0, newline).toString('utf8'));
  } catch {
    throw new Error('the upload does not start with its list of files');
  }
  if (!Array.isArray(entries) || entries.length === 0 || entries.length > BUNDLE_LIMITS.files) throw new Error('the upload lists no files, or too many');
  let offset = newline + 1;
  const files: Array<{ path: string; bytes: Buffer }> = [];
  for (const entry of entries as Entry[]) {
    const why = typeof entry?.path === 'string' ? refusedPath(entry.path) : 'no path';
    if (why) throw new Error(`the upload names ${JSON.stringify(entry?.path)}: ${why}`);
    if (!Number.isInteger(entry.size) || entry.size < 0 || offset + entry.size > raw.length) throw new Error(`the upload's ${entry.path} is cut short`);
    files.push({ path: entry.path, bytes: raw.subarray(offset, offset + entry.size) });
    offset += entry.size;
  }
  if (offset !== raw.length) throw new Error('the upload holds more bytes than its list names');
  fs.mkdirSync(dir, { recursive: false });
  for (const file of files) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.bytes, { flag: 'wx' });
  }
}
