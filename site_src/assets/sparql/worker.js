// The SPARQL page's Web Worker: loads Oxigraph (WebAssembly) and the site's graph, then answers queries.
// It runs off the page's thread, so a long query never freezes the page; cancelling terminates the worker.
import init, { Store } from "./oxigraph/web.js";

let ready = null;

function prepare(graphUrl) {
  if (ready === null) {
    ready = (async () => {
      const started = performance.now();
      await init({ module_or_path: new URL("./oxigraph/web_bg.wasm", import.meta.url) });
      const response = await fetch(graphUrl);
      if (!response.ok) throw new Error(`${graphUrl}: HTTP ${response.status}`);
      const store = new Store();
      store.load(await response.text(), { format: "application/n-triples" });
      return { store, loadMs: performance.now() - started };
    })();
  }
  return ready;
}

function cell(binding) {
  if (binding === undefined) return null;
  const out = { type: binding.type, value: binding.value };
  if (binding["xml:lang"]) out.lang = binding["xml:lang"];
  if (binding.datatype) out.datatype = binding.datatype;
  return out;
}

function answer(store, query) {
  let text;
  try {
    text = store.query(query, { results_format: "application/sparql-results+json" });
  } catch (error) {
    if (!/RDF format/.test(String(error && error.message))) throw error;
    // CONSTRUCT and DESCRIBE give triples, not solutions.
    return { kind: "graph", triples: store.query(query, { results_format: "application/n-triples" }) };
  }
  const json = JSON.parse(text);
  if ("boolean" in json) return { kind: "ask", boolean: json.boolean };
  const columns = json.head.vars || [];
  const rows = json.results.bindings.map((b) => columns.map((c) => cell(b[c])));
  return { kind: "select", columns, rows };
}

self.onmessage = async (event) => {
  const { id, graph, query } = event.data;
  let prepared;
  try {
    prepared = await prepare(graph);
  } catch (error) {
    self.postMessage({ id, type: "engine", message: String((error && error.message) || error) });
    return;
  }
  if (query === undefined) {
    self.postMessage({ id, type: "ready", loadMs: prepared.loadMs });
    return;
  }
  const started = performance.now();
  try {
    const result = answer(prepared.store, query);
    self.postMessage({ id, type: "result", ms: performance.now() - started, loadMs: prepared.loadMs, ...result });
  } catch (error) {
    self.postMessage({ id, type: "error", message: String((error && error.message) || error) });
  }
};
