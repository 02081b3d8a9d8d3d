#!/usr/bin/env node
// vital-serve (src/serve-cli.ts) through tsx's ESM loader only: its CommonJS hook would slow the remotes' render bundles (decision 023).
import { register } from 'tsx/esm/api';

register();
await import('../src/serve-cli.ts');
