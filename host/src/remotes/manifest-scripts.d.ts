/**
 * remoteEntry.js and the `expose`'s synchronous chunks (default `./routes`) of a remote's
 * mf-manifest.json, as absolute URLs; none for a malformed manifest. See manifest-scripts.js.
 */
export function manifestScripts(manifestUrl: string, manifest: unknown, expose?: string): string[];
