import { createJestConfig } from '@vital/shared/build/jest.mjs';

export default createJestConfig(import.meta.dirname);
