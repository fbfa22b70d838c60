// The item tools' handler: each method answers its failures as text through the shared mapper.
const { ErrorMapper } = require("../mapper.js");

class ItemHandler {
  constructor(dir) {
    this.dir = dir;
  }

  async getItem(args) {
    try {
      if (!args.id) {
        return "Error: an item id is required";
      }
      return `Item ${args.id} in ${this.dir}`;
    } catch (error) {
      return ErrorMapper.handle(error, "get_item");
    }
  }

  async listItems(args) {
    try {
      return `Items in ${this.dir}: ${args.filter ?? "all"}`;
    } catch (error) {
      return ErrorMapper.handle(error, "list_items");
    }
  }
}

module.exports = ItemHandler;
