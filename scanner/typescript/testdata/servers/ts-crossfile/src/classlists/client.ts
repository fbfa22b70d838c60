// A soil sensor client: each method throws when the sensor does not answer.
declare const sensor: { read(what: string, bed: string): Promise<number | undefined> };

export class SoilClient {
  async moisture(bed: string): Promise<number> {
    const v = await sensor.read("moisture", bed);
    if (v === undefined) {
      // BAD: the garden tools call it with no catch; the server's catch throws an McpError (a related place of its rethrow).
      throw new Error(`no moisture reading for ${bed}`);
    }
    return v;
  }

  async acidity(bed: string): Promise<number> {
    const v = await sensor.read("ph", bed);
    if (v === undefined) {
      // FINE: only the quiet tools call it, in a try whose catch answers with isError.
      throw new Error(`no ph reading for ${bed}`);
    }
    return v;
  }

  async ripeness(bed: string): Promise<number> {
    const v = await sensor.read("ripeness", bed);
    if (v === undefined) {
      // FINE: only the caught tools call it, whose wrapper answers every failure.
      throw new Error(`no ripeness reading for ${bed}`);
    }
    return v;
  }
}
