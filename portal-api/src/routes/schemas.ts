// JSON schemas of the request bodies. Strings that must hold something use
// a non-space pattern so "   " counts as missing; optional fields accept null
// because the site sends missing optional fields as null (SPEC §5).

export const requiredText = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
export const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
export const email = { type: 'string', minLength: 1, maxLength: 254, format: 'email' } as const;
export const password = { type: 'string', minLength: 8, maxLength: 128 } as const;
export const website = { type: ['string', 'null'], maxLength: 2048, pattern: '^(https?://\\S+)?$' } as const;
export const userType = { type: 'string', enum: ['professional', 'company'] } as const;

export const INQUIRY_TYPES = ['For Companies', 'For Professionals', 'Training Programs'] as const;
