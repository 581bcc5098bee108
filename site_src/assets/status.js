/* The translation status page: narrow the untranslated texts down by section and expansion.
   Hand-written, no dependencies; rows carry their section and expansion in data- attributes. */
(function () {
  "use strict";

  function setup(root) {
    var rows = Array.prototype.slice.call(root.querySelectorAll("tbody tr"));
    var filters = Array.prototype.slice.call(root.querySelectorAll("[data-filter]"));
    var count = root.querySelector(".dw-count");
    var plural = new Intl.PluralRules(document.documentElement.lang || "en");

    function apply() {
      var shown = 0;
      rows.forEach(function (row) {
        var keep = filters.every(function (f) { return !f.value || row.dataset[f.dataset.filter] === f.value; });
        row.hidden = !keep;
        if (keep) { shown += 1; }
      });
      var form = count.dataset[plural.select(shown)] || count.dataset.other;
      count.textContent = form.replace("{num}", String(shown));
      root.dataset.shown = String(shown);
    }

    filters.forEach(function (f) { f.addEventListener("change", apply); });
    apply();
  }

  Array.prototype.forEach.call(document.querySelectorAll("[data-dw-status]"), setup);
})();
