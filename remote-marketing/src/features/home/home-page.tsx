import { homeHero, homeIndustries, homeServices, whyChooseUs } from './content/home';
import { HomeHero } from './home-hero';
import { HomeIndustries } from './home-industries';
import { HomeServices } from './home-services';
import { WhyChooseUs } from './why-choose-us';

/** Hero, why choose us, services and industries. */
export function HomePage() {
  return (
    <>
      <HomeHero content={homeHero} />
      <WhyChooseUs content={whyChooseUs} />
      <HomeServices content={homeServices} />
      <HomeIndustries content={homeIndustries} />
    </>
  );
}
