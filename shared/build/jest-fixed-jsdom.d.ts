// jest-fixed-jsdom ships no types: it is jest-environment-jsdom's environment with Node's fetch globals kept.
declare module 'jest-fixed-jsdom' {
  export { default } from 'jest-environment-jsdom';
}
