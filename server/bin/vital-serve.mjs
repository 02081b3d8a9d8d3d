#!/usr/bin/env node
// vital-serve (server/src/serve-cli.ts), run through tsx's ESM loader: the server is TypeScript,
// and the remotes' render bundles it loads are plain CommonJS that no loader needs to touch.
import { register } from 'tsx/esm/api';

register();
await import('../src/serve-cli.ts');
