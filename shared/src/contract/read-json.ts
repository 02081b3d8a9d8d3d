// Small readers for JSON that crosses a process boundary (a build's file read by a server, a live
// site's answer read by the release service): a wrong field is named, not found later as undefined.

class ContractError extends Error {
  override name = 'ContractError';
}

export type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Throws `<source>: "<field>" must be <what>`. */
export function refuse(source: string, field: string, what: string): never {
  throw new ContractError(`${source}: "${field}" must be ${what}`);
}

export function objectAt(value: unknown, source: string, field: string): Json {
  return isObject(value) ? value : refuse(source, field, 'an object');
}

export function stringAt(value: unknown, source: string, field: string): string {
  return typeof value === 'string' ? value : refuse(source, field, 'a string');
}

export function optionalStringAt(value: unknown, source: string, field: string): string | undefined {
  return value === undefined ? undefined : stringAt(value, source, field);
}

export function arrayAt(value: unknown, source: string, field: string): unknown[] {
  return Array.isArray(value) ? value : refuse(source, field, 'an array');
}
