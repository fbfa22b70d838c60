async function readThermocouple(probe: string) {
  const res = await fetch(`http://kiln.local/probe/${probe}`);
  if (!res.ok) {
    return { error: `The thermocouple answered ${res.status}` };
  }
  return { celsius: Number(await res.text()) };
}

export async function coolKiln(args: { to: number }) {
  try {
    if (args.to < 0) return { cooling: false, note: "already below that" };
    return await readThermocouple(`target-${args.to}`); // want: softerror related=src/jsontable/server.ts:10,src/jsontable/server.ts:27,src/jsontable/server.ts:27,src/jsontable/tools/cool.ts:4,src/jsontable/tools/registry.ts:15,src/jsontable/tools/registry.ts:15
  } catch (err: any) {
    return { error: err.message }; // want: softerror related=src/jsontable/server.ts:10,src/jsontable/server.ts:27,src/jsontable/server.ts:27,src/jsontable/tools/registry.ts:15,src/jsontable/tools/registry.ts:15
  }
}
