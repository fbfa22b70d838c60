// Tool functions handed the client as a parameter.
export async function getRecord(client, { id }) {
  return client.call(`record_${id}`);
}
