/*
 * The search result list, finished in the page's language: every hit keeps
 * its page-kind label (the tag the build gives each page), long teasers are
 * cut to a short excerpt around the first highlighted word, and the counts
 * use the catalog's plural forms (labels from the build, in
 * <script id="dw-search-labels">; Intl.PluralRules picks the form).
 */
(function () {
  "use strict";
  var WORDS = 24;  /* the same window as generator/search/query.py's EXCERPT_WORDS */
  var source = document.getElementById("dw-search-labels");
  if (!source) return;
  var labels = JSON.parse(source.textContent);
  var lang = document.documentElement.lang || "en";
  var rules = new Intl.PluralRules(lang);

  function count(table, n) {
    var form = table[rules.select(n)] || table.other;
    return form.replace("{n}", String(n));
  }

  var BLOCK = "p, li, td, th, dt, dd, h1, h2, h3, h4, h5, h6, pre, blockquote, div";

  /* Each word of the teaser with whether it was highlighted; a highlight that
     covers part of a word ("<mark>non</mark>-Supply") stays one word. */
  function words(nodes) {
    var out = [];
    var lastBlock = null, open = false;
    nodes.forEach(function (node) {
      var texts = [];
      if (node.nodeType === Node.TEXT_NODE) texts.push(node);
      var walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (var t = walker.nextNode(); t; t = walker.nextNode()) texts.push(t);
      texts.forEach(function (text) {
        var parent = text.parentElement;
        var marked = !!(parent && parent.closest("mark"));
        var block = (parent && parent.closest(BLOCK)) || node;
        var value = text.textContent;
        value.split(/\s+/).forEach(function (w, i) {
          if (!w) return;
          if (i === 0 && open && block === lastBlock && !/^\s/.test(value)) {
            out[out.length - 1].text += w;
            out[out.length - 1].marked = out[out.length - 1].marked || marked;
          } else {
            out.push({ text: w, marked: marked });
          }
        });
        open = !/\s$/.test(value);
        lastBlock = block;
      });
    });
    return out;
  }

  function shorten(article) {
    /* the teaser: every node but the title, the icon, the kind tag and the missing words
       (the text before a page's first paragraph comes as bare text nodes) */
    var teaser = Array.prototype.filter.call(article.childNodes, function (node) {
      if (node.nodeType === Node.TEXT_NODE) return /\S/.test(node.textContent);
      return node.nodeType === Node.ELEMENT_NODE && !/^H[12]$/.test(node.tagName) &&
        !node.matches(".md-tags, .md-search-result__icon, .md-search-result__terms");
    });
    if (!teaser.length) return;
    var list = words(teaser);
    var first = list.findIndex(function (w) { return w.marked; });
    if (first < 0) first = 0;
    var start = Math.max(0, first - Math.floor(WORDS / 3));
    var p = document.createElement("p");
    p.className = "dw-excerpt";
    if (start > 0) p.appendChild(document.createTextNode("… "));
    list.slice(start, start + WORDS).forEach(function (w, i) {
      if (i) p.appendChild(document.createTextNode(" "));
      if (w.marked) {
        var mark = document.createElement("mark");
        mark.textContent = w.text;
        p.appendChild(mark);
      } else {
        p.appendChild(document.createTextNode(w.text));
      }
    });
    if (start + WORDS < list.length) p.appendChild(document.createTextNode(" …"));
    teaser[0].parentNode.insertBefore(p, teaser[0]);
    teaser.forEach(function (el) { el.remove(); });
  }

  function finish(root) {
    root.querySelectorAll(".md-search-result__article:not([data-dw])").forEach(function (article) {
      article.setAttribute("data-dw", "");
      article.querySelectorAll(".md-tag").forEach(function (tag) { tag.classList.add("dw-kind"); });
      shorten(article);
    });
    root.querySelectorAll(".md-search-result__more > summary:not([data-dw])").forEach(function (summary) {
      var n = summary.parentElement.querySelectorAll(".md-search-result__article").length;
      summary.setAttribute("data-dw", "");
      var inner = summary.querySelector("div") || summary;
      inner.textContent = count(labels.sections, n);
    });
    var meta = root.querySelector(".md-search-result__meta");
    var digits = meta && /\d+/.exec(meta.textContent);
    if (digits) {
      var text = count(labels.pages, parseInt(digits[0], 10));
      if (meta.textContent !== text) meta.textContent = text;
    }
  }

  function start() {
    var output = document.querySelector(".md-search-result");
    if (!output) return;
    new MutationObserver(function () { finish(output); }).observe(output, { childList: true, subtree: true });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
