import type { FeaturePages } from '@vital/shared';
import { engineering } from './content/engineering';
import { finance } from './content/finance';
import { healthcare } from './content/healthcare';
import { it } from './content/it';
import { manufacturing } from './content/manufacturing';
import { others } from './content/others';
import { overview } from './content/overview';
import type { IndustryPageContent } from './content/types';
import { IndustriesOverviewPage } from './industries-overview-page';
import { IndustryPage } from './industry-page';

// One template, seven content files (an unknown slug is the host's 404).
const industryPage = (content: IndustryPageContent, name: string) => {
  const Page = () => <IndustryPage content={content} />;
  Page.displayName = name;
  return Page;
};

function IndustriesPage() {
  return <IndustriesOverviewPage content={overview} />;
}

export const pages: FeaturePages = {
  industries: IndustriesPage,
  industryIt: industryPage(it, 'ItIndustryPage'),
  industryHealthcare: industryPage(healthcare, 'HealthcareIndustryPage'),
  industryEngineering: industryPage(engineering, 'EngineeringIndustryPage'),
  industryFinance: industryPage(finance, 'FinanceIndustryPage'),
  industryManufacturing: industryPage(manufacturing, 'ManufacturingIndustryPage'),
  industryOthers: industryPage(others, 'OthersIndustryPage'),
};
