// The tool modules, required in the list itself or through a name bound to a whole require().
const lendBook = require("./lend-book");

const modules = [require("./shelve-book"), require("./find-book"), lendBook];

function registerAll(server) {
  for (const { name, config, handler } of modules) {
    server.registerTool(name, config, handler);
  }
}

module.exports = { registerAll, modules };
