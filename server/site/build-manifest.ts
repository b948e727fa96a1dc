// The web build's chunk graph (dist/web/.vite/manifest.json, written by
// vite.config.ts), as the server's preload hints (preload.ts) and the landing
// page's JavaScript budget (scripts/bundle-budget.ts) read it.

export type ManifestChunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files modules load before they can run: their static imports,
 * transitively, each after what it imports, then the modules themselves. A
 * module the manifest does not name is left out.
 */
export function staticFiles(manifest: ViteManifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
  };
  roots.forEach(visit);
  return [...files];
}
