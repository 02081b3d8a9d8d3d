// The field reports' wire format as the page servers read it (shared/src/contract/field.ts): the one
// place the host reaches into @vital/shared/contract, whose field part the main entry does not export.
// Its modules are already in the page's shared chunk (the site config reads the versions with them),
// so nothing is bundled twice.
// eslint-disable-next-line no-restricted-imports -- the field contract's home is @vital/shared/contract (decision 028)
export {
  BUILD_VERSION,
  FIELD_LIMITS,
  FIELD_PATH,
  FIELD_SOURCES,
  parseFieldBatch,
  type ErrorOrigin,
  type FieldBatch,
  type FieldEvent,
  type FieldSource,
  type FieldVersion,
  type VitalName,
} from '@vital/shared/contract';
