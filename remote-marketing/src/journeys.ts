// What a visitor does on the marketing pages, run by the release check on the live site with a candidate
// swapped in. The format is shared/src/contract/journeys.ts: webpack.config.ts passes this to the build,
// which checks it against that type and writes it as journeys.json. The remote has no form: its journey
// goes from a post back to the blog, a page the browser builds with the posts it asks the portal API for.
import { blogPath, paths } from '@vital/shared';
import { blogPostCopy, blogsIntro } from './features/blogs/content/blogs';

export const journeys = {
  journeys: [
    {
      name: 'from a post back to the blog',
      steps: [
        // The portal API's first post, as the page check visits /blogs/:id.
        { go: blogPath(1) },
        { click: blogPostCopy.back.label, role: 'link' },
        { expectUrl: paths.blogs },
        { expectRequest: 'GET /api/blogs' },
        { expectHeading: blogsIntro.title },
      ],
    },
  ],
} as const;
