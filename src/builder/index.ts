// The page builder's contract (Elementor and the addons built on it): its configuration, devices and
// responsive settings, browser storage, hooks, template registry, and `window.elementorFrontend`.
export { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk, type ChunkFailure } from './chunks';
export { DEFAULT_BREAKPOINTS, readBuilderConfig, resetBuilderConfig, type Breakpoint, type BuilderConfig } from './config';
export { activeDevices, currentDevice, currentDeviceSetting, deviceSetting } from './devices';
export { elementSettings } from './element-settings';
export { oncePerPage } from './page-once';
export { readProConfig, resetProConfigReports, type ProConfig } from './pro-config';
export { SEARCH_CLEAR_ICON, showSearchClearIcon } from './pro-search';
export { builderFrontend, isFrontendStarted, isLegacyFrontendPresent, markElementReady, resetFrontend, startFrontend, type BuilderFrontend } from './frontend';
export { createHooks, type BuilderHooks } from './hooks';
export { BuilderRequestError, getBuilderJson, getBuilderText, postBuilderForm, postBuilderJson } from './rest';
export { builderStorage, type BuilderStorage, type StorageOptions } from './storage';
export { createTemplateRegistry, type TemplateRegistry, type TemplateType } from './templates';
export { focusWhenShown, lockPageScroll } from './modal';
