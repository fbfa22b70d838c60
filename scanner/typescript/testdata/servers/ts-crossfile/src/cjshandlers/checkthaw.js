// A module that assigns module.exports twice: which function stands is not read.
async function checkThaw(station) {
  if (!station) {
    // FINE: not resolved (module.exports is assigned again below).
    throw new Error("THAW_STATION is not set");
  }
}

async function checkThawLater() {}

module.exports = checkThaw;
module.exports = checkThawLater;
