async function getLabels() {
  return ["red", "green"];
}

module.exports = { getLabels };
