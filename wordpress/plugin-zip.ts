// The WordPress plugin's zip, written by the build (vite.config.ts): the plugin's files with this build in its dist/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import type { Plugin } from 'vite';

/**
 * `dist/shop-islands-wordpress.zip`: the WordPress plugin (wordpress/shop-islands) with this build in its
 * `dist/`, for wp-admin's "Upload plugin" screen. Not for the bench's empty-registry build.
 */
export function wordpressPluginZip(): Plugin {
  let outDir = 'dist';
  const filesIn = (dir: string, prefix: string): Record<string, Uint8Array> =>
    Object.fromEntries(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .map((entry) => [entry, relative(dir, join(entry.parentPath, entry.name)).replaceAll('\\', '/')] as const)
        // Not the zip itself, nor the build's `.vite/` manifest.
        .filter(([entry, path]) => entry.isFile() && !path.endsWith('.zip') && !path.split('/').some((part) => part.startsWith('.')))
        .map(([, path]) => [`${prefix}/${path}`, readFileSync(join(dir, path))]),
    );
  return {
    name: 'shop-islands:wordpress-plugin-zip',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    closeBundle() {
      const plugin = fileURLToPath(new URL('./shop-islands', import.meta.url));
      writeFileSync(join(outDir, 'shop-islands-wordpress.zip'), zipSync({ ...filesIn(plugin, 'shop-islands'), ...filesIn(outDir, 'shop-islands/dist') }, { level: 9, mtime: '2026-01-01' }));
    },
  };
}
