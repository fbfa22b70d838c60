export async function fireKiln(args: { cone?: number }) {
  if (args.cone === undefined) {
    return { error: "Give a cone number to fire to" }; // want: softerror related=src/jsontable/server.ts:10,src/jsontable/server.ts:27,src/jsontable/server.ts:27,src/jsontable/tools/registry.ts:14,src/jsontable/tools/registry.ts:14
  }
  return { firing: true, cone: args.cone };
}

// Exported but in no table: nothing serializes what it returns.
export async function kilnLog(args: { day?: string }) {
  if (!args.day) {
    return { error: "Give a day to read the log of" };
  } // FINE: no table holds kilnLog
  return { entries: [] as string[] };
}
