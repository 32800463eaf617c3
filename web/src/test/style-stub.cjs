// A stylesheet or CSS module in a component test: its class names as keys (jsdom lays nothing out).
module.exports = new Proxy({}, { get: (_, k) => (k === '__esModule' ? false : String(k)) });
