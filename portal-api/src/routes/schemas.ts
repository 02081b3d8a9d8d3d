// JSON schemas of the request bodies. Strings that must hold something use
// a non-space pattern so "   " counts as missing; optional fields accept null
// because the site sends missing optional fields as null (docs/product.md, Portal API calls).
//
// Every body is strict (`body(...)`: additionalProperties false, with Fastify's ajv set to
// removeAdditional: false in app.ts): a field the route does not know is refused with 400
// "Unknown field: x.", never silently dropped, so a caller learns at once that it was not stored.

export const requiredText = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
export const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
export const email = { type: 'string', minLength: 1, maxLength: 254, format: 'email' } as const;
/** For new passwords: 8 to 128 characters, not all of them spaces. */
export const password = { type: 'string', minLength: 8, maxLength: 128, pattern: '\\S' } as const;
/** For signing in: any non-empty password, so accounts made under older rules can still sign in. */
export const existingPassword = { type: 'string', minLength: 1, maxLength: 128 } as const;
export const website = { type: ['string', 'null'], maxLength: 2048, pattern: '^(https?://\\S+)?$' } as const;
export const userType = { type: 'string', enum: ['professional', 'company'] } as const;

export const INQUIRY_TYPES = ['For Companies', 'For Professionals', 'Training Programs'] as const;

/** A strict JSON-object body: only these properties, these required. */
export const body = <P extends Record<string, object>, R extends ReadonlyArray<keyof P & string>>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;
