import { describeRegistryPages } from '@vital/shared/testing';
import * as remoteModule from './routes';

describeRegistryPages('accounts', remoteModule, (feature) => import(`./features/${feature}/pages`));
