import { COHORT_COOKIE } from '@vital/shared';
import { headScript } from './head-script';

/** The band the cookie names, as the page servers read it (0 to 19), or null. */
const cohortBand = (cookie: string) => {
  const value = new RegExp(`(?:^|; )${COHORT_COOKIE}=(\\d+)`).exec(cookie)?.[1];
  return value === undefined ? null : Number(value);
};

// The head script as the page server inlines it: run as page source.
const runHeadScript = () => new Function(headScript)();

describe('the head script', () => {
  afterEach(() => {
    document.cookie = `${COHORT_COOKIE}=; max-age=0; path=/`;
  });

  it('draws a visitor a cohort once, which the page servers read as a band', () => {
    runHeadScript();
    const band = cohortBand(document.cookie);
    expect(band).not.toBeNull();
    for (let visit = 0; visit < 5; visit++) runHeadScript();
    expect(cohortBand(document.cookie)).toBe(band);
  });

  it('keeps a cohort the visitor has', () => {
    document.cookie = `${COHORT_COOKIE}=7; path=/`;
    runHeadScript();
    expect(cohortBand(document.cookie)).toBe(7);
  });
});
