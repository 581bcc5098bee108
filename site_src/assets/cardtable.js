/* The card table: sort by a column heading, narrow down with the filters.
   Hand-written, no dependencies; rows carry their values in data- attributes. */
(function () {
  "use strict";

  function setup(root) {
    var table = root.querySelector("table");
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var lang = document.documentElement.lang || "en";
    var collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
    var plural = new Intl.PluralRules(lang);
    var count = root.querySelector(".dw-count");
    var filters = Array.prototype.slice.call(root.querySelectorAll("[data-filter]"));
    var state = { key: "name", numeric: false, dir: 1 };

    function cellText(row, key) {
      var index = Array.prototype.indexOf.call(table.tHead.rows[0].cells,
        table.tHead.querySelector('[data-sort="' + key + '"]'));
      return row.cells[index].textContent.trim();
    }

    function sortRows() {
      var sorted = rows.slice().sort(function (a, b) {
        var d;
        if (state.key === "name") {
          d = Number(a.dataset.order) - Number(b.dataset.order);
        } else if (state.numeric) {
          d = Number(a.dataset[state.key]) - Number(b.dataset[state.key]);
        } else {
          d = collator.compare(cellText(a, state.key), cellText(b, state.key));
        }
        if (d === 0) { d = Number(a.dataset.order) - Number(b.dataset.order); }
        return d * state.dir;
      });
      sorted.forEach(function (row) { body.appendChild(row); });
      Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) {
        if (th.dataset.sort === state.key) {
          th.setAttribute("aria-sort", state.dir > 0 ? "ascending" : "descending");
        } else {
          th.removeAttribute("aria-sort");
        }
      });
    }

    function filterRows() {
      var shown = 0;
      rows.forEach(function (row) {
        var ok = filters.every(function (input) {
          var want = input.value.trim();
          if (!want) { return true; }
          if (input.dataset.filter === "name") {
            return row.dataset.name.toLocaleLowerCase(lang).indexOf(want.toLocaleLowerCase(lang)) !== -1;
          }
          return (" " + row.dataset[input.dataset.filter] + " ").indexOf(" " + want + " ") !== -1;
        });
        row.hidden = !ok;
        if (ok) { shown += 1; }
      });
      if (count) {
        var template = count.dataset[plural.select(shown)] || count.dataset.other || "{num}";
        count.textContent = template.replace("{num}", String(shown));
      }
    }

    Array.prototype.forEach.call(table.tHead.querySelectorAll("th[data-sort] button"), function (button) {
      button.addEventListener("click", function () {
        var th = button.parentNode;
        if (state.key === th.dataset.sort) {
          state.dir = -state.dir;
        } else {
          state = { key: th.dataset.sort, numeric: th.hasAttribute("data-numeric"), dir: 1 };
        }
        sortRows();
      });
    });
    filters.forEach(function (input) {
      input.addEventListener("input", filterRows);
      input.addEventListener("change", filterRows);
    });
    root.querySelector("form").addEventListener("submit", function (event) { event.preventDefault(); });
    filterRows();
  }

  function init() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-dw-table]"), setup);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
