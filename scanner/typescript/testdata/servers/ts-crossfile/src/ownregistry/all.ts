// Loads every tool module for its registration.
import "./tools/sow.js";
import "./tools/harvest.js";
import "./tools/prune.js";
import "./tools/plan.js";
