// Sync jobs that the allplaces server's third handler calls: six functions, each with a guard
// of its own, a call of the remote store (which may throw) and two throws in its catch that
// rewrap what the store threw: more places than a finding names.
declare const remote: { pull(what: string): Promise<number> };

import { TimeoutError } from "remote-store"; // the store's own class: its calls may throw it

export async function syncUsers(token: string) {
  if (!token) throw new Error("users: no token");
  try {
    return await remote.pull("users");
  } catch (error) {
    if (error instanceof TimeoutError) throw new Error(`users: timed out: ${error.message}`);
    throw new Error(`users: sync failed: ${error}`);
  }
}

export async function syncGroups(token: string) {
  if (!token) throw new Error("groups: no token");
  try {
    return await remote.pull("groups");
  } catch (error) {
    if (error instanceof TimeoutError) throw new Error(`groups: timed out: ${error.message}`);
    throw new Error(`groups: sync failed: ${error}`);
  }
}

export async function syncRoles(token: string) {
  if (!token) throw new Error("roles: no token");
  try {
    return await remote.pull("roles");
  } catch (error) {
    if (error instanceof TimeoutError) throw new Error(`roles: timed out: ${error.message}`);
    throw new Error(`roles: sync failed: ${error}`);
  }
}

export async function syncTeams(token: string) {
  if (!token) throw new Error("teams: no token");
  try {
    return await remote.pull("teams");
  } catch (error) {
    if (error instanceof TimeoutError) throw new Error(`teams: timed out: ${error.message}`);
    throw new Error(`teams: sync failed: ${error}`);
  }
}

export async function syncSites(token: string) {
  if (!token) throw new Error("sites: no token");
  try {
    return await remote.pull("sites");
  } catch (error) {
    if (error instanceof TimeoutError) throw new Error(`sites: timed out: ${error.message}`);
    throw new Error(`sites: sync failed: ${error}`);
  }
}

export async function syncKeys(token: string) {
  if (!token) throw new Error("keys: no token");
  try {
    return await remote.pull("keys");
  } catch (error) {
    if (error instanceof TimeoutError) throw new Error(`keys: timed out: ${error.message}`);
    throw new Error(`keys: sync failed: ${error}`);
  }
}
