// The built-in content a page shows when its listing call fails or
// is empty (how each hook falls back is in hooks.test.tsx).
import { fallbackBlogs } from './fallbacks/fallback-blogs';
import { sampleStories, successStoriesSamples } from './fallbacks/fallback-reviews';
import { fallbackServices } from './fallbacks/fallback-services';
import { fallbackTeam } from './fallbacks/fallback-team';

describe('fallback blogs', () => {
  it('are exactly dummy-1 to dummy-3 with the specified titles and dates', () => {
    expect(fallbackBlogs.map(({ id, title, createdAt }) => [id, title, createdAt?.slice(0, 10)])).toEqual([
      ['dummy-1', 'How to Stand Out in Competitive Job Markets', '2025-08-01'],
      ['dummy-2', 'Hiring Playbook for Growing Teams', '2025-07-20'],
      ['dummy-3', 'Top Skills Employers Want in 2025', '2025-07-05'],
    ]);
  });

  it('each has a description to show in the list', () => {
    for (const post of fallbackBlogs) expect(post.description.trim()).not.toBe('');
  });
});

describe('fallback team', () => {
  it('has a built-in team with names and roles', () => {
    expect(fallbackTeam.length).toBeGreaterThanOrEqual(3);
    for (const person of fallbackTeam) {
      expect(person.name).not.toBe('');
      expect(person.role).not.toBe('');
    }
  });
});

describe('sample stories', () => {
  it('has six success-story samples for the Success Stories page, starting with the two sample stories', () => {
    expect(sampleStories).toHaveLength(2);
    expect(successStoriesSamples).toHaveLength(6);
    expect(successStoriesSamples.slice(0, 2)).toEqual(sampleStories);
    expect(new Set(successStoriesSamples.map((s) => s.id)).size).toBe(6);
    for (const story of successStoriesSamples) {
      expect(story.rating).toBeGreaterThanOrEqual(0);
      expect(story.rating).toBeLessThanOrEqual(5);
      expect(['professional', 'company']).toContain(story.type);
    }
  });
});

describe('fallback services', () => {
  it('has three built-in services: companies, professionals and training', () => {
    expect(fallbackServices.map((s) => [s.key, s.route, s.buttonText])).toEqual([
      ['companies', '/for-companies', 'Hire Talent'],
      ['professionals', '/for-professionals', 'Explore'],
      ['training', '/for-professionals', 'Start Learning'],
    ]);
  });
});
