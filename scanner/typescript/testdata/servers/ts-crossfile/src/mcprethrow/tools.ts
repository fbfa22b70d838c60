// The garden's tools: each asks the client and returns what it says.
import type { GardenClient } from "./client.js";

export const listBeds = async (client: GardenClient) => ({ content: [{ type: "text" as const, text: await client.beds() }] });

export const forecast = async (client: GardenClient) => ({ content: [{ type: "text" as const, text: await client.weather() }] });

export const listSeeds = async (client: GardenClient) => ({ content: [{ type: "text" as const, text: await client.seeds() }] });

export const listTools = async (client: GardenClient) => ({ content: [{ type: "text" as const, text: await client.tools() }] });
