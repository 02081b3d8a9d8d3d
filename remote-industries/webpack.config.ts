import { createWebpackConfig } from '@vital/shared/build/webpack.ts';
import federation from './federation.config.ts';
import { journeys } from './src/journeys.ts';

export default createWebpackConfig({ appDir: import.meta.dirname, federation, journeys });
