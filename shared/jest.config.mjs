import { createJestConfig } from './build/jest.mjs';

export default createJestConfig(import.meta.dirname);
