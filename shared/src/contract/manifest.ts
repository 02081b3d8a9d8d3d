// What the site reads of a build's mf-manifest.json (the release check: a candidate's and the live
// host's). Only the fields read are checked; a field of another type is named, not read as absent.
import { arrayAt, objectAt, optionalStringAt, refuse, type Json } from './read-json';

interface ManifestShare {
  name: string;
  /** Empty (or absent) for a share with `import: false`: the build brings no copy. */
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface Manifest {
  metaData?: { name?: string; buildInfo?: { buildVersion?: string }; remoteEntry?: { name?: string; path?: string } };
  shared?: ManifestShare[];
  exposes?: Array<{ path: string }>;
}

const optionalObject = (value: unknown, source: string, field: string): Json | undefined =>
  value === undefined ? undefined : objectAt(value, source, field);

export function parseManifest(raw: unknown, source = 'mf-manifest.json'): Manifest {
  const manifest = objectAt(raw, source, '(the file)');
  const metaData = optionalObject(manifest.metaData, source, 'metaData');
  const buildInfo = optionalObject(metaData?.buildInfo, source, 'metaData.buildInfo');
  const remoteEntry = optionalObject(metaData?.remoteEntry, source, 'metaData.remoteEntry');
  const list = (field: 'shared' | 'exposes') => (manifest[field] === undefined ? undefined : arrayAt(manifest[field], source, field));
  return {
    metaData: metaData && {
      name: optionalStringAt(metaData.name, source, 'metaData.name'),
      buildInfo: buildInfo && { buildVersion: optionalStringAt(buildInfo.buildVersion, source, 'metaData.buildInfo.buildVersion') },
      remoteEntry: remoteEntry && {
        name: optionalStringAt(remoteEntry.name, source, 'metaData.remoteEntry.name'),
        path: optionalStringAt(remoteEntry.path, source, 'metaData.remoteEntry.path'),
      },
    },
    shared: list('shared')?.map((raw, index) => {
      const share = objectAt(raw, source, `shared.${index}`);
      if (share.singleton !== undefined && typeof share.singleton !== 'boolean') refuse(source, `shared.${index}.singleton`, 'true or false');
      return {
        name: optionalStringAt(share.name, source, `shared.${index}.name`) ?? refuse(source, `shared.${index}.name`, 'a string'),
        version: optionalStringAt(share.version, source, `shared.${index}.version`),
        requiredVersion: optionalStringAt(share.requiredVersion, source, `shared.${index}.requiredVersion`),
        singleton: share.singleton as boolean | undefined,
      };
    }),
    exposes: list('exposes')?.map((raw, index) => ({
      path: optionalStringAt(objectAt(raw, source, `exposes.${index}`).path, source, `exposes.${index}.path`) ?? refuse(source, `exposes.${index}.path`, 'a string'),
    })),
  };
}
