// Typed helpers for the registry: mounts/ declares descriptors with these, the scan reads their selectors.
import type {
  BehaviourModule,
  BehaviourMountDescriptor,
  IslandModule,
  IslandMountDescriptor,
  MountDescriptor,
} from '../contract';

/** Declares a React island mount. `load` must be `() => import('../widgets/<name>')`. */
export function defineIsland<Props>(
  descriptor: Omit<IslandMountDescriptor<Props>, 'kind' | 'load'> & {
    readonly load: () => Promise<IslandModule<Props>>;
  },
): MountDescriptor {
  return { kind: 'island', ...descriptor } as unknown as MountDescriptor;
}

/** Declares a page-behaviour mount (no React). `load` must be `() => import('../widgets/<name>')`. */
export function defineBehaviour<Props>(
  descriptor: Omit<BehaviourMountDescriptor<Props>, 'kind' | 'load'> & {
    readonly load: () => Promise<BehaviourModule<Props>>;
  },
): MountDescriptor {
  return { kind: 'behaviour', ...descriptor } as unknown as MountDescriptor;
}
