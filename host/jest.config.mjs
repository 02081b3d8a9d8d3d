// Jest reads a TypeScript config only through ts-node on Node 20: tsx's loader imports the shared one.
import { register } from 'tsx/esm/api';

register();
const { createJestConfig } = await import('@vital/shared/build/jest.ts');
export default createJestConfig(import.meta.dirname);
