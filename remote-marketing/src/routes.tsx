import { PageIntro, paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { HomePage } from './features/home/home-page';
import { intros } from './features/pages/content/intros';
import { ForCompaniesPage } from './features/for-companies/for-companies-page';
import { ForProfessionalsPage } from './features/for-professionals/for-professionals-page';
import { HrSolutionsPage } from './features/hr-solutions/hr-solutions-page';
import { RecruitmentPage } from './features/recruitment/recruitment-page';
import { SuccessStoriesPage } from './features/success-stories/success-stories-page';

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
  [paths.forCompanies]: ForCompaniesPage,
  [paths.forProfessionals]: ForProfessionalsPage,
  [paths.recruitment]: RecruitmentPage,
  [paths.hrSolutions]: HrSolutionsPage,
  [paths.successStories]: SuccessStoriesPage,
};
