import { HomeHero } from './home-hero';

export function HomePage() {
  return <HomeHero />;
}
