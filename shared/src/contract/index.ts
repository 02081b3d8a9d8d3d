// The remote contract in one home (docs/decisions/028-one-remote-contract.md): which remotes the site
// has and where, what each must expose and render, and the files that pass between the builds, the
// page servers and the release service. No React at run time: the server and the scripts import it
// too (`@vital/shared/contract`, or by path from scripts/).
export {
  HOST,
  REMOTES,
  REMOTE_CONTAINERS,
  REMOTE_NAMES,
  localRemoteOrigin,
  portVariable,
  remoteFacts,
  remoteUrls,
  withLocalRemotes,
  type RemoteFacts,
  type RemoteName,
} from './remotes';
export { ROUTES_MODULE, type ChatWidgetProps, type PageComponent, type RemoteModule, type RouteComponents } from './remote-module';
export { buildComment, fragmentBuild, fragmentPath, parseShells, type PageGuard, type PageResource, type Shell, type ShellPage, type Shells } from './shells';
export { parseManifest, type Manifest } from './manifest';
export { isVersionName } from './versions';
export { CONTENT_HASH_DIGITS } from './built-files';
export {
  BUILD_VERSION,
  COHORT_BANDS,
  COHORT_BAND_PERCENT,
  COHORT_COOKIE,
  ERROR_ORIGINS,
  FIELD_LIMITS,
  FIELD_PATH,
  FIELD_SOURCES,
  VITAL_NAMES,
  cohortBand,
  isFieldVersion,
  isInCanary,
  parseFieldBatch,
  type ErrorOrigin,
  type FieldBatch,
  type FieldEvent,
  type FieldSource,
  type FieldVersion,
  type VersionHealth,
  type VitalName,
} from './field';
export { JOURNEYS_FILE, RUN_TOKEN, parseJourneys, pathMatches, requestOf, type Journey, type JourneyStep } from './journeys';
