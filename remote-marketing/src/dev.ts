import { mountDevShell } from '@vital/shared/dev-shell';
import * as remoteModule from './routes';

mountDevShell(remoteModule);
