const jars = new Map();

export async function fetchJarHandler(params = {}) {
  const jar = jars.get(params.jar);
  if (!jar) {
    return { status: "error", message: `No jar named ${params.jar}` }; // want: softerror lang=javascript related=src/server.js:15,src/server.js:18,src/server.js:24,src/shelf/index.js:9,src/shelf/index.js:9
  }
  return { status: "success", jar };
}
