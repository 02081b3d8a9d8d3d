import type { VitalTheme } from './tokens';

// Types `theme` in every styled component and css prop of every package.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends VitalTheme {}
}

export {};
