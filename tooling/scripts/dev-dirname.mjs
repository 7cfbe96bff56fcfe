// Loaded into the development server (`tsx watch --import`): gives ES modules that use __dirname or
// __filename the CommonJS values. The server's sources use them because jest runs them as CommonJS
// and tsup shims them in the build; tsx has no such shim.
import { register } from 'node:module';

register('./dev-dirname.hooks.mjs', import.meta.url);
