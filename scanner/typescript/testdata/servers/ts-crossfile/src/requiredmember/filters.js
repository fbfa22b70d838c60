// The filter builder the service requires member by member.
const buildFilter = async (query) => {
  if (!query) {
    const err = new Error("No such logbook");
    err.code = "LogbookNotFound";
    // BAD: search_logs reaches it through LogService.search, and no try stands between.
    throw err; // want: protocolerror related=src/requiredmember/server.js:10,src/requiredmember/server.js:14,src/requiredmember/services/log-service.js:5
  }
  return { text: query };
};

const describeFilter = (query) => `filter on ${query || "everything"}`;

const checkFilter = (query) => {
  if (!query) {
    // FINE: exported beside them, but the service requires only buildFilter and describeFilter.
    throw new Error("empty filter");
  }
  return query;
};

module.exports = { buildFilter, describeFilter, checkFilter };
