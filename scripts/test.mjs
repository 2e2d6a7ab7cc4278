// npm test: unit tests, then the end-to-end tests in Debian's Chromium against the built export.
import { build, ensureChromium, ensureDependencies, run } from './lib/setup.mjs';

ensureDependencies();
ensureChromium();
run('npx', ['jest', '--ci']);
build();
run('npx', ['playwright', 'test']);
