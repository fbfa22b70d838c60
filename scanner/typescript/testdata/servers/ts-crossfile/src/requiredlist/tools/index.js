// The tool modules, required in the list itself or through a name bound to a whole require();
// each is named by the name it exports, when that is a string.
const lendBook = require("./lend-book");

const modules = [require("./shelve-book"), require("./find-book"), lendBook, require("./return-book"), require("./stamp-book")];

function registerAll(server) {
  for (const { name, config, handler } of modules) {
    server.registerTool(name, config, handler);
  }
}

module.exports = { registerAll, modules };
