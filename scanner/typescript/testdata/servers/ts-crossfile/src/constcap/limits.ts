// Limits the schemas and the store share: a const, and a let that a tool raises.
export const MAX_ITEMS = 20;
export let softLimit = 5;

export function raiseSoftLimit(): void {
  softLimit += 1;
}
