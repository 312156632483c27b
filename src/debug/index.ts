// The debug overlay's chunk: see overlay.ts.
export { showDebugOverlay } from './overlay';
