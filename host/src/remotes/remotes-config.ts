import {
  REMOTE_NAMES,
  containerName,
  type RemoteName,
  type RemotesConfig,
} from '@wolvo/shared/contracts/core';
import {
  isRemoteManifestUrl,
  REMOTES_CONFIG_REQUEST,
  REMOTES_CONFIG_URL,
  takeEarlyRemotesConfig,
} from '../early-remotes-config';

/** Keeps the known remotes whose value is an http(s) or root-relative URL. */
export function parseRemotesConfig(raw: unknown): Partial<RemotesConfig> {
  if (!raw || typeof raw !== 'object') return {};
  const config: Partial<RemotesConfig> = {};
  for (const name of REMOTE_NAMES) {
    const value = (raw as Record<string, unknown>)[name];
    if (isRemoteManifestUrl(value)) config[name] = value;
  }
  return config;
}

/**
 * Fetches remotes.json, or takes the answer the entry asked for early (`fetchRemotesConfigEarly`); a
 * missing or broken file leaves every remote unconfigured (their areas show a fallback).
 */
export async function fetchRemotesConfig(
  url = REMOTES_CONFIG_URL,
  fetchImpl: typeof fetch = fetch,
): Promise<Partial<RemotesConfig>> {
  try {
    const response = await (takeEarlyRemotesConfig(url) ?? fetchImpl(url, REMOTES_CONFIG_REQUEST));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRemotesConfig(await response.json());
  } catch (error) {
    console.error(`[remotes] cannot read ${url}`, error);
    return {};
  }
}

/** Runtime remote entries, as `registerRemotes` takes them. */
export function toRemoteEntries(
  config: Partial<RemotesConfig>,
): { name: string; alias: RemoteName; entry: string }[] {
  return REMOTE_NAMES.filter((name) => config[name]).map((name) => ({
    name: containerName(name),
    alias: name,
    entry: config[name] as string,
  }));
}
