/** Ends the current task: what comes after runs in a task of its own, once the browser has had its turn. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
