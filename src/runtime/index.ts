// The bootstrap's public surface: the registry helpers, the runtime and its types.
export { defineBehaviour, defineIsland } from './define-mount';
export { createRuntime, type Runtime } from './start';
export { clickPastJQuery } from './intent';
export type * from '../contract';
