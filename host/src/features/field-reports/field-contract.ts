// The page servers' own check of a batch (shared/src/contract/field.ts), which @vital/shared's main
// entry leaves out: the reporter drops any event it would refuse, and the tests hold every batch to it.
// Its module is already in the page's shared chunk (the site config reads versions with the contract),
// so nothing is bundled twice.
// eslint-disable-next-line no-restricted-imports -- the one function of the field contract the main entry does not name
export { parseFieldBatch } from '@vital/shared/contract';
