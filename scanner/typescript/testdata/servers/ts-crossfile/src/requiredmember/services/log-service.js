// A service whose methods require what they need where they run.
class LogService {
  async search(query) {
    const buildFilter = require("../filters").buildFilter;
    const filter = await buildFilter(query);
    return [filter];
  }

  describe(query) {
    const describeFilter = require("../filters").describeFilter;
    return describeFilter(query);
  }
}

module.exports = LogService;
