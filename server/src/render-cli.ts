// Runs an app's render build and writes the HTML it renders into the app's dist (decision 014).
//   node --import tsx/esm render-cli.ts <render.cjs> <dist>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [bundle, dist] = process.argv.slice(2);
if (!bundle || !dist) throw new Error('usage: render-cli.ts <render.cjs> <dist>');

const renderer: { render: () => Promise<Array<{ file: string; content: string }>> } = createRequire(import.meta.url)(path.resolve(bundle));
const files = await renderer.render();
for (const { file, content } of files) {
  const target = path.join(dist, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}
console.log(`Server-rendered ${files.length} file(s) into ${path.relative(process.cwd(), dist) || '.'}`);
