// The steps of `pnpm test` as CI's log shows them: a failing test named at the end of the log, whichever
// side-by-side job failed first, and the checks at the lowest priority failing the run when they fail.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { root } from '../apps.ts';
import { JEST_FAILING_TESTS } from './steps.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-steps-'));
const STEPS = path.join(root, 'scripts', 'testing', 'steps.ts');

/** Runs `body` (a module that has imported the steps as `steps`) in a process of its own: its exit code and output. */
function run(body: string) {
  const script = `const steps = await import(${JSON.stringify(STEPS)});\n${body}`;
  // Without this runner's NODE_TEST_CONTEXT, which would make the jobs' node --test report to it instead.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const result = spawnSync(process.execPath, ['--import', 'tsx/esm', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', env });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the steps of pnpm test', () => {
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the failing tests of a side-by-side job at the end of the log, after the jobs that ended later', () => {
    fs.writeFileSync(path.join(dir, 'fails.test.mjs'), "import test from 'node:test';\ntest('the pointer moved within 0.5 s', () => { throw new Error('took 812 ms'); });\n");
    fs.writeFileSync(path.join(dir, 'passes.test.mjs'), "import test from 'node:test';\ntest('a slow pass', () => new Promise((resolve) => setTimeout(resolve, 1500)));\n");
    const jobs = [
      { name: 'early', label: 'Early tests', args: ['--test', '--test-reporter=spec', path.join(dir, 'fails.test.mjs')] },
      { name: 'late', label: 'Late tests', args: ['--test', '--test-reporter=spec', path.join(dir, 'passes.test.mjs')] },
    ];
    const { code, stdout, stderr } = run(`await steps.together(${JSON.stringify(jobs)});`);
    assert.equal(code, 1);
    assert.match(stdout, /✔ \[late\] Late tests \(\d+ s, \d+ s into the run\)/);
    const tail = stderr.trimEnd().split('\n');
    const failedAt = tail.findIndex((line) => line === '✖ Early tests failed');
    assert.ok(failedAt >= 0, stderr);
    assert.match(tail.slice(failedAt).join('\n'), /\[early\] ✖ failing tests:[\s\S]*\[early\] ✖ the pointer moved within 0\.5 s[\s\S]*took 812 ms/);
  });

  it("names a job's failures by its own marker, on stderr too (Jest's summary)", () => {
    // As Jest writes it: its report on stderr, the summary of the failing tests last.
    const jest = ["console.error('PASS one.test.ts');", `console.error('${JEST_FAILING_TESTS}');`, "console.error('FAIL two.test.tsx  ● signs up');", 'process.exit(1);'].join(' ');
    const jobs = [{ name: 'jest', label: 'Unit tests', args: ['-e', jest], failingTests: JEST_FAILING_TESTS }];
    const { code, stderr } = run(`await steps.together(${JSON.stringify(jobs)});`);
    assert.equal(code, 1);
    const tail = stderr.trimEnd().split('\n');
    const failedAt = tail.findIndex((line) => line === '✖ Unit tests failed');
    assert.ok(failedAt >= 0, stderr);
    assert.deepEqual(tail.slice(failedAt + 1), [`[jest] ${JEST_FAILING_TESTS}`, '[jest] FAIL two.test.tsx  ● signs up']);
  });

  it('runs checks at the lowest priority, prints each one\'s output as it ends, and says whether all passed', () => {
    const niceness = { label: 'niceness', command: 'sh', args: ['-c', "echo nice $(cut -d' ' -f19 /proc/self/stat)"] };
    // Started before a step, as beside the browser tests, with more output than a pipe holds.
    const verbose = { label: 'verbose', command: 'sh', args: ['-c', 'head -c 200000 /dev/zero | tr "\\0" x; echo'] };
    const passed = run(
      `const checks = steps.atLowestPriority([${JSON.stringify(niceness)}, ${JSON.stringify(verbose)}]);\nawait steps.step('a step', 'sleep', ['2']);\nconsole.log('all passed:', await checks);`,
    );
    assert.equal(passed.code, 0, passed.stderr);
    assert.match(passed.stdout, /✔ niceness, at the lowest priority \(\d+ s, \d+ s into the run\)\nnice 19\n/);
    // Each printed as it ended, within the step beside it.
    assert.match(passed.stdout, /✔ verbose, at the lowest priority \([^)]*\)\nx{200000}\n[\s\S]*✔ a step[\s\S]*all passed: true/);
    const failing = { label: 'lint', command: 'sh', args: ['-c', 'echo "a rule broken"; exit 3'] };
    const failed = run(`console.log('all passed:', await steps.atLowestPriority([${JSON.stringify(niceness)}, ${JSON.stringify(failing)}]));`);
    assert.match(failed.stdout, /✖ lint, at the lowest priority \([^)]*\)\na rule broken\n[\s\S]*all passed: false/);
  });
});
