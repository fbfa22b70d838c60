// FINE: a handler whose one method answers no failure.
class ClockHandler {
  now() {
    return new Date().toISOString();
  }
}

module.exports = ClockHandler;
