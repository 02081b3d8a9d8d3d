import { paths, type RemoteName, type RouteComponents } from '@vital/shared';
import { engineering } from './features/industries/content/engineering';
import { finance } from './features/industries/content/finance';
import { healthcare } from './features/industries/content/healthcare';
import { it } from './features/industries/content/it';
import { manufacturing } from './features/industries/content/manufacturing';
import { others } from './features/industries/content/others';
import { overview } from './features/industries/content/overview';
import type { IndustryPageContent } from './features/industries/content/types';
import { IndustriesOverviewPage } from './features/industries/industries-overview-page';
import { IndustryPage } from './features/industries/industry-page';

export const remote: RemoteName = 'industries';

/** The build this code belongs to (RemoteModule.buildId). */
export const buildId = typeof __VITAL_BUILD_ID__ === 'string' ? __VITAL_BUILD_ID__ : 'development';

const industryPage = (content: IndustryPageContent, name: string) => {
  const Page = () => <IndustryPage content={content} />;
  Page.displayName = name;
  return Page;
};

function IndustriesPage() {
  return <IndustriesOverviewPage content={overview} />;
}

/** The pages this remote serves; the host's route table maps paths to them (an unknown slug is the host's 404). */
export const routes: RouteComponents = {
  [paths.industries]: IndustriesPage,
  [paths.industryIt]: industryPage(it, 'ItIndustryPage'),
  [paths.industryHealthcare]: industryPage(healthcare, 'HealthcareIndustryPage'),
  [paths.industryEngineering]: industryPage(engineering, 'EngineeringIndustryPage'),
  [paths.industryFinance]: industryPage(finance, 'FinanceIndustryPage'),
  [paths.industryManufacturing]: industryPage(manufacturing, 'ManufacturingIndustryPage'),
  [paths.industryOthers]: industryPage(others, 'OthersIndustryPage'),
};
