// The SPARQL page: the reader picks a named query or writes one, runs it in a Web Worker
// (Oxigraph, WebAssembly, on this site's graph file) and sees the answer as a table.
// Every string shown comes from the page (data-messages), rendered in the page's language.
const MAX_ROWS = 10000;
// What the guard does not read as syntax: strings, IRIs and comments (as check_query in generator/kb/query.py).
const SKIP = /'''(?:[^'\\]|\\.|'(?!''))*'''|"""(?:[^"\\]|\\.|"(?!""))*"""|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|<[^<>"{}|^`\\\s]*>|#[^\n]*/g;
const SERVICE = /(?<![\w?$:.\-])SERVICE(?![\w:\-])/i;

// Refuse, before the engine parses it, a query that is too long, nested too deeply or federated: the same
// guard as domwiki query (100 000 nested braces would exhaust the parser's stack and take the engine down).
// Gives null, or the message key and its values.
function guard(query, limits) {
  if (query.length > limits.chars) return { key: "too_long", values: { length: query.length, limit: limits.chars } };
  const at = (offset) => {
    const before = query.slice(0, offset);
    const line = before.split("\n").length;
    return { line, column: offset - before.lastIndexOf("\n") };
  };
  let depth = 0;
  let position = 0;
  const scan = (start, end) => {
    const part = query.slice(start, end);
    const service = SERVICE.exec(part);
    if (service) return { key: "service", values: at(start + service.index) };
    for (let i = 0; i < part.length; i++) {
      const c = part[i];
      if (c === "{" || c === "(" || c === "[") {
        depth += 1;
        if (depth > limits.nesting) return { key: "too_deep", values: { limit: limits.nesting, ...at(start + i) } };
      } else if (c === "}" || c === ")" || c === "]") {
        depth -= 1;
      }
    }
    return null;
  };
  for (const m of (query + "\n").matchAll(SKIP)) {
    const found = scan(position, m.index);
    if (found) return found;
    position = m.index + m[0].length;
  }
  return scan(position, query.length);
}

function start(root) {
  const read = (name) => JSON.parse(root.dataset[name]);
  const queries = read("queries");
  const prefixes = read("prefixes");
  const links = read("links");
  const msg = read("messages");
  const limits = read("limits");
  const graphUrl = new URL(root.dataset.graph, document.baseURI).href;
  const $ = (id) => document.getElementById(id);
  const select = $("dw-sparql-named");
  const text = $("dw-sparql-text");
  const runButton = $("dw-sparql-run");
  const cancelButton = $("dw-sparql-cancel");
  const share = $("dw-sparql-share");
  const status = $("dw-sparql-status");
  const results = $("dw-sparql-results");
  const description = $("dw-sparql-description");
  const compact = compactor(prefixes);
  const plural = new Intl.PluralRules(document.documentElement.lang || "en");
  let worker = null;
  let running = null;
  let counter = 0;

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  }

  function setState(state, message) {
    root.dataset.state = state;
    status.textContent = message;
    runButton.disabled = state === "running";
    cancelButton.disabled = state !== "running";
  }

  function spawn() {
    worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
    worker.onmessage = (event) => receive(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      stop();
      results.replaceChildren();
      setState("error", msg.engine);
    };
    return worker;
  }

  function stop() {
    if (worker !== null) worker.terminate();
    worker = null;
    running = null;
  }

  function shareLink(query) {
    return "?query=" + encodeURIComponent(query);
  }

  function run() {
    const query = text.value;
    if (running !== null) return;
    share.href = shareLink(query);
    history.replaceState(null, "", share.href);
    results.replaceChildren();
    delete root.dataset.errorLine;
    delete root.dataset.errorColumn;
    const refused = guard(query, limits);
    if (refused !== null) {
      if ("line" in refused.values) mark(refused.values.line, refused.values.column);
      setState("error", fill(msg[refused.key], refused.values));
      if ("line" in refused.values) pointAt(query, refused.values.line, refused.values.column);
      return;
    }
    const declared = /^\s*prefix\s+dw:/im.test(query);
    running = { id: ++counter, offset: declared ? 0 : prefixes.split("\n").length - 1, query,
                started: performance.now() };
    setState("running", msg.running);
    (worker || spawn()).postMessage({ id: running.id, graph: graphUrl, query: declared ? query : prefixes + query });
  }

  function cancel() {
    if (running === null) return;
    stop();
    setState("cancelled", msg.cancelled);
  }

  function receive(data) {
    if (running === null || data.id !== running.id) return;
    const { offset, query } = running;
    running = null;
    if (data.type === "engine") {
      stop();
      setState("error", msg.engine);
      detail(data.message);
    } else if (data.type === "error") {
      const where = /(\d+):(\d+)/.exec(data.message);
      if (where && /^error at /.test(data.message)) {
        syntaxError(query, Number(where[1]) - offset, Number(where[2]), data.message);
      } else {
        stop();  // an engine that failed unexpectedly is not trusted again: the next query gets a fresh one
        setState("error", msg.failed);
        detail(data.message.split("\n")[0].slice(0, 200));
      }
    } else {
      show(data);
    }
  }

  function mark(line, column) {
    root.dataset.errorLine = String(line);
    root.dataset.errorColumn = String(column);
  }

  // The reader's own line and column, a short message in the page's language, and the line with a caret
  // under the place (as domwiki query prints it); never the parser's list of expected tokens.
  function syntaxError(query, line, column, message) {
    const lines = query.split("\n");
    while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
    let key = "syntax";
    if (lines.length && line > lines.length) {
      line = lines.length;
      column = lines[lines.length - 1].length + 1;
      key = "end";
    }
    const shown = lines[line - 1] || "";
    const values = { line, column, known: limits.known };
    if (/Prefix not found/i.test(message)) {
      const prefixed = [...shown.slice(0, column + 40).matchAll(/([A-Za-z][\w.-]*|):[\w-]*/g)]
        .filter((m) => m.index < column);
      values.prefix = prefixed.length ? prefixed[prefixed.length - 1][1] + ":" : "?";
      key = "prefix";
    }
    mark(line, column);
    setState("error", fill(msg[key], values));
    pointAt(query, line, column);
  }

  function pointAt(query, line, column) {
    const shown = query.split("\n")[line - 1] || "";
    const start = Math.max(0, Math.min(column - 1, shown.length) - 60);
    const part = shown.slice(start, start + 120);
    const pre = document.createElement("pre");
    pre.className = "dw-sparql-detail";
    pre.textContent = part + "\n" + " ".repeat(Math.max(0, Math.min(column - 1, shown.length) - start)) + "^";
    results.replaceChildren(pre);
  }

  function detail(message) {
    const code = document.createElement("code");
    code.className = "dw-sparql-detail";
    code.textContent = message;
    results.replaceChildren(code);
  }

  function show(data) {
    const time = fill(msg.time, { ms: Math.round(data.ms) });
    if (data.kind === "graph") {
      const pre = document.createElement("pre");
      pre.className = "dw-sparql-triples";
      pre.textContent = data.triples;
      results.replaceChildren(pre);
      setState("done", time);
      return;
    }
    const columns = data.kind === "ask" ? ["result"] : data.columns;
    const rows = data.kind === "ask" ? [[{ type: "literal", value: String(data.boolean) }]] : data.rows;
    if (rows.length === 0) {
      results.replaceChildren();
      setState("done", `${msg.empty} ${time}`);
      return;
    }
    const table = document.createElement("table");
    table.className = "dw-sparql-table";
    const head = table.createTHead().insertRow();
    for (const name of columns) {
      const th = document.createElement("th");
      th.textContent = "?" + name;
      head.appendChild(th);
    }
    const body = table.createTBody();
    for (const row of rows.slice(0, MAX_ROWS)) {
      const tr = body.insertRow();
      for (const term of row) tr.appendChild(cellFor(term, data.kind));
    }
    const wrap = document.createElement("div");
    wrap.className = "md-typeset__table";
    wrap.appendChild(table);
    results.replaceChildren(wrap);
    const count = (msg.rows[plural.select(rows.length)] || msg.rows.other).replace("%(num)d", String(rows.length));
    setState("done", `${count} · ${time}`);
  }

  function cellFor(term, kind) {
    const td = document.createElement("td");
    if (term === null) {
      td.dataset.unbound = "";
      return td;
    }
    td.dataset.value = term.type === "bnode" ? "_:" + term.value : term.value;
    if (kind === "ask") {
      td.textContent = term.value === "true" ? msg.yes : msg.no;
    } else if (term.type === "uri") {
      const page = pageOf(term.value);
      const label = compact(term.value);
      if (page) {
        const a = document.createElement("a");
        a.href = page;
        a.textContent = label;
        td.appendChild(a);
      } else {
        td.textContent = label;
      }
    } else if (term.type === "bnode") {
      td.textContent = "_:" + term.value;
    } else {
      td.textContent = term.value;
      if (term.lang) {
        const tag = document.createElement("span");
        tag.className = "dw-sparql-lang";
        tag.textContent = "@" + term.lang;
        td.appendChild(tag);
      }
    }
    return td;
  }

  function pageOf(iri) {
    if (!iri.startsWith(links.base)) return null;
    const m = /^([a-z]+)\/([a-z0-9-]+)(?:#.*)?$/.exec(iri.slice(links.base.length));
    if (!m || !(m[1] in links.pages)) return null;
    return links.pages[m[1]] + m[2] + "/";
  }

  function describe(id) {
    description.textContent = id && queries[id] ? queries[id].description : "";
  }

  select.addEventListener("change", () => {
    if (select.value) text.value = queries[select.value].sparql;
    describe(select.value);
    share.href = shareLink(text.value);
  });
  text.addEventListener("input", () => {
    if (select.value && queries[select.value].sparql !== text.value) {
      select.value = "";
      describe("");
    }
    share.href = shareLink(text.value);
  });
  text.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run();
    }
  });
  runButton.addEventListener("click", run);
  cancelButton.addEventListener("click", cancel);

  // ?query= (the SPARQL Protocol's name; an old ?q= link was renamed by the page before the theme saw it:
  // the theme would open its search box on ?q= and search the whole query text).
  const shared = new URLSearchParams(location.search).get("query");
  if (shared !== null) {
    text.value = shared;
    const match = Object.keys(queries).find((id) => queries[id].sparql === shared);
    select.value = match || "";
    describe(select.value);
    run();
  } else {
    const first = Object.keys(queries)[0];
    if (first) {
      select.value = first;
      text.value = queries[first].sparql;
      describe(first);
    }
    share.href = shareLink(text.value);
    setState("idle", "");
    spawn().postMessage({ id: 0, graph: graphUrl });  // load the engine and the graph while the reader reads
  }
}

function compactor(prefixes) {
  const known = [];
  for (const m of prefixes.matchAll(/PREFIX\s+([\w-]*):\s*<([^>]+)>/gi)) known.push([m[1], m[2]]);
  known.sort((a, b) => b[1].length - a[1].length);
  return (iri) => {
    for (const [name, base] of known) {
      const rest = iri.slice(base.length);
      if (iri.startsWith(base) && /^[\w-]*$/.test(rest)) return `${name}:${rest}`;
    }
    return iri;
  };
}

const root = document.getElementById("dw-sparql");
if (root !== null) start(root);
