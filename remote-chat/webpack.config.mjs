import { createWebpackConfig } from '@vital/shared/build/webpack.mjs';
import federation from './federation.config.mjs';

export default createWebpackConfig({ appDir: import.meta.dirname, federation });
