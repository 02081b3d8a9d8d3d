import { paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { AboutPage } from './features/about/about-page';
import { BlogPostPage } from './features/blogs/blog-post-page';
import { BlogsPage } from './features/blogs/blogs-page';
import { ForCompaniesPage } from './features/for-companies/for-companies-page';
import { ForProfessionalsPage } from './features/for-professionals/for-professionals-page';
import { HomePage } from './features/home/home-page';
import { HrSolutionsPage } from './features/hr-solutions/hr-solutions-page';
import { RecruitmentPage } from './features/recruitment/recruitment-page';
import { ServicesPage } from './features/services/services-page';
import { SuccessStoriesPage } from './features/success-stories/success-stories-page';
import { TeamPage } from './features/team/team-page';

export const remote: RemoteName = 'marketing';

/** The build this code belongs to (RemoteModule.buildId). */
export const buildId = typeof __VITAL_BUILD_ID__ === 'string' ? __VITAL_BUILD_ID__ : 'development';

/** The pages this remote serves; the host's route table maps paths to them. */
export const routes: RouteComponents = {
  [paths.home]: HomePage,
  [paths.about]: AboutPage,
  [paths.team]: TeamPage,
  [paths.services]: ServicesPage,
  [paths.blogs]: BlogsPage,
  [paths.blog]: BlogPostPage,
  [paths.forCompanies]: ForCompaniesPage,
  [paths.forProfessionals]: ForProfessionalsPage,
  [paths.recruitment]: RecruitmentPage,
  [paths.hrSolutions]: HrSolutionsPage,
  [paths.successStories]: SuccessStoriesPage,
};
