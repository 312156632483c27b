// The bootstrap's public surface: the registry helpers, the runtime and its types.
export { defineBehaviour, defineIsland } from './define-mount';
export { createRuntime, type Runtime } from './start';
export type * from '../contract';
