import { PageIntro, paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { intros } from './features/industries/content/intros';

export const remote: RemoteName = 'industries';

const introPage = (pattern: keyof typeof intros) =>
  function IndustryIntro() {
    return <PageIntro {...intros[pattern]} />;
  };

/** The pages this remote serves; the host's route table maps paths to them. */
export const routes: RouteComponents = {
  [paths.industries]: introPage(paths.industries),
  [paths.industryIt]: introPage(paths.industryIt),
  [paths.industryHealthcare]: introPage(paths.industryHealthcare),
  [paths.industryEngineering]: introPage(paths.industryEngineering),
  [paths.industryFinance]: introPage(paths.industryFinance),
  [paths.industryManufacturing]: introPage(paths.industryManufacturing),
  [paths.industryOthers]: introPage(paths.industryOthers),
};
