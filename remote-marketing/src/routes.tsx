import { PageIntro, paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { HomePage } from './features/home/home-page';
import { intros } from './features/pages/content/intros';

export const remote: RemoteName = 'marketing';

const introPage = (pattern: keyof typeof intros) =>
  function MarketingIntro() {
    return <PageIntro {...intros[pattern]} />;
  };

/** The pages this remote serves; the host's route table maps paths to them. */
export const routes: RouteComponents = {
  [paths.home]: HomePage,
  [paths.about]: introPage(paths.about),
  [paths.team]: introPage(paths.team),
  [paths.services]: introPage(paths.services),
  [paths.blogs]: introPage(paths.blogs),
  [paths.blog]: introPage(paths.blog),
  [paths.forCompanies]: introPage(paths.forCompanies),
  [paths.forProfessionals]: introPage(paths.forProfessionals),
  [paths.recruitment]: introPage(paths.recruitment),
  [paths.hrSolutions]: introPage(paths.hrSolutions),
  [paths.successStories]: introPage(paths.successStories),
};
