// Every package's unit tests in one run; each package also runs its own with `pnpm test`.
export default {
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-*'],
};
