// Starts WebKit or Firefox by name, for the tests and the contact sheet.
import type { EngineBrowser, EngineName } from './engine-page';
import { startFirefox } from './firefox';
import { startWebKit } from './webkit';

const START: Record<EngineName, () => Promise<EngineBrowser>> = {
  webkit: startWebKit,
  firefox: startFirefox,
};

export const ENGINE_NAMES = Object.keys(START) as EngineName[];

export const startEngine = (name: EngineName): Promise<EngineBrowser> => START[name]();
