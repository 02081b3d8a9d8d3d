import { describeRegistryPages } from '@vital/shared/testing';
import * as remoteModule from './routes';

describeRegistryPages('marketing', remoteModule, (feature) => import(`./features/${feature}/pages`));
