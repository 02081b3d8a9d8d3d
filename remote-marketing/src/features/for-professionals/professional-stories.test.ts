import { sampleStories, type Review } from '@vital/shared';
import { storiesForProfessionals } from './professional-stories';

const [professional, company] = sampleStories as [Review, Review];

describe('storiesForProfessionals (used only if non-empty)', () => {
  it('gives nothing while loading or for an empty list', () => {
    expect(storiesForProfessionals(undefined)).toEqual([]);
    expect(storiesForProfessionals([])).toEqual([]);
  });

  it("keeps professionals' own stories", () => {
    expect(storiesForProfessionals([company, professional])).toEqual([professional]);
  });

  it('shows company stories rather than nothing when there are no others', () => {
    expect(storiesForProfessionals([company])).toEqual([company]);
  });
});
