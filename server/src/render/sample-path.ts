/** A concrete path for a pattern (`/blogs/:id` → `/blogs/0`): pages render their loading state, not the data. */
export const samplePath = (pattern: string) => pattern.replace(/:[^/]+/g, '0');
