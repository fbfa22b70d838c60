export async function handle(args: any) {
  check(args);
  return await create(args);
}

function check(args: any) {
  if (!args) throw new Error("no arguments");
}

async function create(args: any) {
  await send(args);
  await attach(args);
  return { content: [{ type: "text", text: "created" }] };
}

async function send(args: any) {
  if (!args.url) throw new Error("no url");
}

async function attach(args: any) {
  await readUpload(args.path);
}

async function readUpload(path: string) {
  if (!path) throw new Error("no upload path");
}
