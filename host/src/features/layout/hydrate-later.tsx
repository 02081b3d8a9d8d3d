import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * A page that starts from the server's HTML hydrates in a few short tasks instead of one
 * long one: the shell's header and footer each wait for a task of their own, so none holds
 * a phone's main thread for long (issue 15: no start-up task over 50 ms). A part that
 * suspends while hydrating keeps the server's markup as it is, and is hydrated when it
 * resumes (Preact, decision 019); until then the page reads and its links work as links.
 */
interface LaterTask {
  promise: Promise<void>;
  isDone: boolean;
}

let isDeferring = false;
const tasks = new Map<number, LaterTask>();

/** Called by the start-up just before it hydrates: what is in HydrateLater then waits for its task. */
export function deferLaterHydration() {
  isDeferring = true;
  tasks.clear();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The n-th task after the start-up's own (1, 2, …), each after the one before. */
function laterTask(after: number): LaterTask {
  const known = tasks.get(after);
  if (known) return known;
  const previous = after > 1 ? laterTask(after - 1).promise : Promise.resolve();
  const task = { isDone: false } as LaterTask;
  task.promise = previous.then(nextTask).then(() => {
    task.isDone = true;
  });
  tasks.set(after, task);
  return task;
}

function Later({ after, children }: { after: number; children: ReactNode }) {
  const task = isDeferring ? laterTask(after) : null;
  if (task && !task.isDone) throw task.promise;
  return children;
}

function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * One element of the shell (it must render exactly one), hydrated in the `after`-th task
 * after the rest when the page starts from the server's HTML, and rendered at once
 * otherwise. `onHydrated` runs once it is live.
 */
export function HydrateLater({ after, children, onHydrated }: { after: number; children: ReactNode; onHydrated?: () => void }) {
  return (
    <Suspense fallback={null}>
      <Later after={after}>
        {children}
        <Hydrated onHydrated={onHydrated} />
      </Later>
    </Suspense>
  );
}
