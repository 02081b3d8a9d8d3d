import { PageIntro, paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { AboutPage } from './features/about/about-page';
import { BlogPostPage } from './features/blogs/blog-post-page';
import { BlogsPage } from './features/blogs/blogs-page';
import { HomePage } from './features/home/home-page';
import { ServicesPage } from './features/services/services-page';
import { TeamPage } from './features/team/team-page';
import { intros } from './features/pages/content/intros';

export const remote: RemoteName = 'marketing';

const introPage = (pattern: keyof typeof intros) =>
  function MarketingIntro() {
    return <PageIntro {...intros[pattern]} />;
  };

/** The pages this remote serves; the host's route table maps paths to them. */
export const routes: RouteComponents = {
  [paths.home]: HomePage,
  [paths.about]: AboutPage,
  [paths.team]: TeamPage,
  [paths.services]: ServicesPage,
  [paths.blogs]: BlogsPage,
  [paths.blog]: BlogPostPage,
  [paths.forCompanies]: introPage(paths.forCompanies),
  [paths.forProfessionals]: introPage(paths.forProfessionals),
  [paths.recruitment]: introPage(paths.recruitment),
  [paths.hrSolutions]: introPage(paths.hrSolutions),
  [paths.successStories]: introPage(paths.successStories),
};
