// How the site's builds name their files, which every server's cache rules read (server/src/site-rules.ts).

/**
 * Hex digits of content hash in a built file's name (`js/[name].[contenthash:8].js`): a file of the same
 * name changed by a build gets another name but for one chance in four billion, and each chunk's hash is
 * written into its remote's entry, which has a size budget (decision 016; ten digits cost the marketing
 * entry its last bytes once it loaded its chunks with CORS, decision 030). A name with at least this many
 * is kept by caches for a year.
 */
export const CONTENT_HASH_DIGITS = 8;
