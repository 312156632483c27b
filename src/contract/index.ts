// The contract between the bootstrap, the mount registry, the mounting and rendering chunks and widget
// modules: types only, so every layer may import it and it imports none of them.
export type * from './types';
